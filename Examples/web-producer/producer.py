#!/usr/bin/env python3
"""A MaterialShapes producer that is the web: `verify-shapes css` rendered by headless Chromium.

Each request's spec becomes CSS (`verify-shapes css`: native border-radius and corner-shape for
the rounded and cut corners it declares), applied to a div in headless Chromium, and every point
is hit-tested with document.elementFromPoint. What is verified is Chromium's geometry of
border-radius and corner-shape: its hit tests are judged by the oracle. The DOM exposes no
outline, so the outline sent is the one the CSS was made from (the core's, from
`verify-shapes serve`).

What Chromium does, measured (Examples/web-producer/README.md): elementFromPoint(x, y) tests the
1 x 1 px box whose top-left corner is (x, y) and answers "inside" when the box meets the shape;
layout is in units of 1/64 px; and the rounded corners are drawn and hit-tested on the border box
snapped to whole pixels (up to half a pixel from the box laid out). So the shape is shown at
zoom ZOOM (CSS `zoom`, which scales every length the export wrote), each point is asked half a
pixel up and left of where it falls, so that the box is centred on it, and the handshake
declares the box, in the shape's points, grown by the snapping and the rounding:
"hitTestBox": BOX. Where the outline passes through that box the suite takes either answer;
everywhere else Chromium's answer must be the contract's. "sizes" keeps the zoomed shape within
the viewport.

    verify-shapes conform --producer "python3 Examples/web-producer/producer.py" --cases 500

Options: --chromium PATH (default: chromium on the PATH), --verify-shapes PATH (default: the
package's .build/release/verify-shapes, else verify-shapes on the PATH).
Standard library only: Chromium is driven over --remote-debugging-pipe (the DevTools protocol on
file descriptors 3 and 4, messages ended by NUL), so no WebSocket client is needed.
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The largest side drawn ("sizes" in the handshake) and the blank margin around the shape, in px.
LARGEST = 2048
MARGIN = 8
# The zoom the shape is shown at: a pixel of the page is 1/ZOOM of a point of the shape.
ZOOM = 16
# The box a hit test answers for, in points: Chromium's 1 px box, grown on every side by half a
# pixel (the snapping of the rounded border box to whole pixels) and 2/64 px (the rounding of the
# box's place and of the shape's size to layout units), all at the zoom.
BOX = (1 + 2 * (0.5 + 2 / 64)) / ZOOM


def option(name, default):
    args = sys.argv[1:]
    return args[args.index(name) + 1] if name in args[:-1] else default


class Chromium:
    """Headless Chromium, one page, spoken to over the DevTools protocol on a pipe."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="web-producer-")
        child_in, self.out = os.pipe()
        self.inp, child_out = os.pipe()

        def plumb():  # the child reads commands on fd 3 and writes replies on fd 4
            # Through fresh descriptors: the pipe's own may already be 3 or 4 (and not inheritable).
            fresh_in, fresh_out = os.dup(child_in), os.dup(child_out)
            os.dup2(fresh_in, 3)
            os.dup2(fresh_out, 4)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=False, preexec_fn=plumb)
        os.close(child_in)
        os.close(child_out)
        self.pending, self.next_id, self.session, self.viewport = b"", 0, None, None
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.evaluate("document.documentElement.style.margin = '0'; document.body.style.margin = '0';"
                      "document.head.appendChild(Object.assign(document.createElement('style'), {id: 'css'}));"
                      "document.body.appendChild(Object.assign(document.createElement('div'), {id: 'shape'})); true")

    def call(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        while True:  # replies and events arrive in order; events have no id
            while b"\0" not in self.pending:
                chunk = os.read(self.inp, 1 << 16)
                if not chunk:
                    raise RuntimeError("chromium closed its DevTools pipe")
                self.pending += chunk
            raw, self.pending = self.pending.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:300])
        return result["result"].get("value")

    def hits(self, css, width, height, points):
        """One character per point: '1' where Chromium's hit test of the point finds the shape."""
        if self.viewport is None:  # once: room for the largest declared side and the margin around it
            side = (LARGEST + 2 * MARGIN) * ZOOM
            self.call("Emulation.setDeviceMetricsOverride", {"width": side, "height": side, "deviceScaleFactor": 1, "mobile": False})
            self.viewport = side
        # `zoom` scales every length of the element, its place included: the shape's top-left
        # corner is at (MARGIN, MARGIN) * ZOOM page pixels.
        box = ("#shape { position: absolute; left: %dpx; top: %dpx; margin: 0; width: %rpx; height: %rpx; background: black; zoom: %d; }"
               % (MARGIN, MARGIN, width, height, ZOOM))
        # elementFromPoint(x, y) answers for the 1 x 1 px box whose top-left corner is (x, y) (Blink's
        # HitTestLocation for a point: the box must meet the shape), so it is asked half a pixel up
        # and left of the point's place on the page: its box is then centred on the point, which is
        # what "hitTestBox" means. The margin keeps points just outside the shape (negative
        # coordinates) inside the viewport.
        shifted = [[(x + MARGIN) * ZOOM - 0.5, (y + MARGIN) * ZOOM - 0.5] for x, y in points]
        # A function, not top-level statements: every evaluation shares one global scope, where
        # a second `const` of the same name is a SyntaxError.
        script = ("((css, points) => { document.getElementById('css').textContent = css;"
                  " const shape = document.getElementById('shape');"
                  " return points.map(([x, y]) => document.elementFromPoint(x, y) === shape ? '1' : '0').join(''); })(%s, %s)"
                  % (json.dumps(css + "\n" + box), json.dumps(shifted)))
        return self.evaluate(script)

    def close(self):
        self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    tool = option("--verify-shapes", None)
    if tool is None:
        built = os.path.join(HERE, "..", "..", ".build", "release", "verify-shapes")
        tool = built if os.access(built, os.X_OK) else shutil.which("verify-shapes") or "verify-shapes"
    chromium = Chromium(option("--chromium", shutil.which("chromium") or "chromium"))
    serve = subprocess.Popen([tool, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    serve.stdout.readline()  # its handshake: the core's
    print(json.dumps({"protocol": 1, "name": "chromium-css", "capabilities": {
        "families": ["rounded", "cut"], "fractions": False, "offsets": False, "triangles": [],
        "measures": ["hit-test"], "hitTestBox": BOX, "sizes": [1, LARGEST]}}), flush=True)
    stylesheets = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        # The outline the CSS is made from: the core's.
        serve.stdin.write(json.dumps(dict(request, points=[])) + "\n")
        serve.stdin.flush()
        core = json.loads(serve.stdout.readline())
        response = {"id": request["id"]}
        if "error" in core:
            response["error"] = core["error"]
        else:
            key = json.dumps(request["spec"], sort_keys=True)
            if key not in stylesheets:
                made = subprocess.run([tool, "css", "-", "--selector", "#shape"], input=key, capture_output=True, text=True)
                if made.returncode != 0 or "corner-top-left-shape" not in made.stdout:
                    raise RuntimeError("verify-shapes css gave no native CSS for %s: %s" % (key, made.stderr.strip()))
                stylesheets[key] = made.stdout
            size = request["size"]
            response["path"] = core["path"]
            response["hits"] = chromium.hits(stylesheets[key], size["width"], size["height"], request["points"]) if request["points"] else ""
        print(json.dumps(response), flush=True)
    chromium.close()


if __name__ == "__main__":
    main()
