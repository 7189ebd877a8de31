import Foundation
@testable import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// The suite's own inflater and PNG decoder against streams a reference zlib made, the core's
/// encoder against the suite's decoder (round trips), and malformed input (typed errors with
/// byte offsets, never a trap).
@Suite("Inflate and PNG decoding")
struct ImageCodecTests {
    /// Made once with python3's zlib (zlib 1.2.13) by this script, and pasted as base64:
    ///
    /// ```python
    /// def lines(i): return b"line %d: the quick brown fox jumps over the lazy dog %d\n" % (i, i * i % 97)
    /// big = b"".join(lines(i) for i in range(200))
    /// x = 1; noise = bytearray()
    /// for _ in range(1000): x = (x * 1103515245 + 12345) % 2**31; noise.append((x >> 16) & 0xFF)
    /// far = bytes(noise) + bytes(31000) + bytes(noise)
    /// runs = b"".join(bytes([65 + i % 26]) * (1 + i % 40) for i in range(300))
    /// empty = zlib.compress(b"", 9)                        # one fixed block
    /// stored = zlib.compress(b"hello, stored world", 0)    # one stored block
    /// fixed = zlib.compress(b"hello hello hello hello", 9) # fixed codes
    /// dynamic = zlib.compress(big, 9)                      # dynamic codes
    /// rle = compressobj(9, DEFLATED, 15, 9, Z_RLE): runs   # distance-1 matches only
    /// huffmanOnly = compressobj(..., Z_HUFFMAN_ONLY): big[:600]  # literals only
    /// flushed = compressobj(6): big[:3000], Z_SYNC_FLUSH, big[3000:6000], Z_FULL_FLUSH, big[6000:], finish
    ///                                                      # empty stored blocks between dynamic ones
    /// farMatch = zlib.compress(far, 9)                     # a match 32,000 bytes back
    /// ```
    ///
    /// and four 5 x 7 PNGs (RGBA, RGB, grey, grey with alpha), row r filtered with type r % 5,
    /// byte i of row r being `(37 r + 11 i + 50 (i % channels) + (r i) % 7) & 255`, with a tEXt
    /// chunk and the zlib stream split over two IDAT chunks.
    static let streams: [String: String] = [
        "empty": """
            eNoDAAAAAAE=
            """,
        "stored": """
            eAEBEwDs/2hlbGxvLCBzdG9yZWQgd29ybGRHVwc6
            """,
        "fixed": """
            eNrLSM3JyVfIQCcBaAMIsQ==
            """,
        "dynamic": """
            eNqdmkeWFjEMhPecoo9gOShwG8IQB4Y0pNPz4JfEumrdr56DyrL0te/ffry7xtPr25u76/Pj2xfvr+dfHn58vF49/LzePX749PV6
            +H735d/n+2e/f10vH15f48n9X5VgKrmpJqbaN9XCVHFTbXCGepMdTDbPTaaYbOVoBm5Irs0xmeZGBibzjJqAFlkpAz0yc5aCusRS
            B/rEZupAp5QMdMqq3QStojUe6JVIZwpollXhA91imRkm6BbJ9U3QLifnOUG7RB69Cdplpz0naJeo3Af6Zdf6QL9EzRP0y6n4gX7x
            lIF20bTnAu0y87Qv0C6e81ygXU5dQqBdZtp6gXbxTPELtIumzRZ6E1UcQLtIjYfaJY/fQv2Sug36ZWfcN+iXlfHboF+kxgP9UstD
            s0tmiQ3axTPsG7SLVXUF2sVqPNAuVusLTncGN88j3L6cycXhLC7uZ1M2O4dz9VHuFB3jTu1xLkuc4LKSDi4LqnBZVyeX5XVxt4pu
            7hbTw92aqtwtrcZVBepcFaJBFT02uBrLhKvpbHI1pC2uZrXN1ch2uJrclOsBzLiew5zrcSy4nsoH18O5cD2jT65H9UW1xL65DtwP
            1/G7coTBjQIa7hw/8SBxzeDoUAgHo2Jy7CsWh9piU2AvDkURQylkGUbx0XButKDWJmNQWylDuNDJIL0iY3HmlLG50yDjcMdPhrK8
            lMsvMpwkpiNIZIqi3WamMNwtHXkjCUp3G5uieLe5KQx4m3srV1WIkGWMoIz39FSDK9QEpby74b5wpahMsvYVFPRGT3Vz1b2gqNdL
            p1z3IpNslwSGvT3V4BpCgXlveRwGvpX/F9ljC4p8q6kXlPlKj3g4bCEo9dUWkmBGUO67Oo7BoSdByW8tESW/hdZkkyxPUPZb8FBQ
            +ms94uHwqMD8t4XGTtXZzQkyHCgDbgOgELgcd8h/BoJS4D5UKAbuY4yC4E4cKAnuVHXIH02CsuBOxygM7gsApcF95aA4uC85Jf9O
            CgyEywAwEa7SAUXCXazATLh05A9tQaFwF4AoFe6SE+XCXeSiYLjLaiNfQQiKhrt1QNlwNysoHO72CKXD3ZAZ+3QG5cP/3+oE2eai
            hLgGRAlxN/LOvraCGXFZFaXEFUWUEjeOQTFxAyAnn+cJSoobcqGouLEayoob5KGwuJYY3FtOgWFx6Tb3ThWlxT2ekuszcj+dDSBu
            mT9XPvVT
            """,
        "rle": """
            eAGNwYcBhCAMAMDZFBGx97b/IK++hZKQ3EVxLIRIDvKUXtRfdtOP/FV8SkNlqi2NrXV0rt4z+EbABJlBC2xFbJgdFeHiABGSBMmw
            lKAoGUnTcoaCo2SpeGqmpm27rusPw2m8TH/zbXmsr+2zGyJTbBG2xCFdqUf5MoCG5KACViIqTI1qcG1AF9IHDWEjYaLMpIW2Mmwc
            O0vEEzOJJJFSpgd1yi76L78Vj/JVfWpDY2otna13DK7RM/lmwAJZQRtsR0SYGCVwSYAMSYNUWEbQlJxU0EqGiqNmaXhapq7vh2EY
            D9Npvix/62177K/oExuEKbFIW+pQrsyjfTmggJSgClYjGkyL6nB9wBAyBk1hM2GhrKSNtjNEHDGL4EmYZJoqpbKDPuWX4q+8VY/6
            1XxaQ2fqLYNtdEyu2bP4VsAG2UERLEYITIKSuDRAhWRBOiwnFJSSVNFqhoajZel4eqZhHKdpmg/Lab1sf/stesQv8UkM0pRalC1z
            aFfuKXwloILUoAbWIjpMjxpwY8AUMgctYStho+ykiBYzCI6ERfKkTCrLtNb5oTiVl+qvvjWP9tV9esNgGi2TbXYsrtWz+XZABIlB
            ApYgJCZFKVwWoEPyoCKsJFSUmtTQWoaOo2cZeEamaZ6XZVkP22m/RH/xTTySl/ykBmXKLNqWOwpX6al8NeAH2U8CvA==
            """,
        "huffmanOnly": """
            eAEFwVGCoyAQQMF/T/GOkEwy2Ym3UWwERVoRFD39VgUfhUdLdsJWvJnpk54Rq5WpLOuOHpLITgjdfTHoyKMJPgrPluyErXgz0yc9
            I1YrU1nWHT0kkZ0Quvti0JFnE3wUflqyE7bizUyf9IxYrUxlWXf0kER2Qujui0FH3k3wUXi1ZCdsxZuZPukZsVqZyrLu6CGJ7ITQ
            3ReDjnyb4KPwbslO2Io3M33SM2K1MpVl3dFDEtkJobsvBh15fprgo/Dbkp2wFW9m+qRnxGplKsu6o4ckshNCd18MOvLz2wQfhU9L
            dsJWvJnpk54Rq5WpLOuOHpLITgjdfTHoyOvTBB+Ffy3ZCVvxZqZPekasVqayrDt6SCI7IXT3xaAj728TfBT+WrITtuLNTJ/0jFit
            TGVZd/SQRHZC6O6LQUc+7yb4KHxbshO24s1Mn/SMWK1MZVl39JBEdkLo7otBR/6eTfBReD5ashO24s1Mn/SMWK1MZVl39JBEdkLo
            7otBR17/AUMsztQ=
            """,
        "flushed": """
            eJyU1llSAzEMRdF/VuElxJJHdsMQINCkIRCm1VPQTwu4312vLFvHci+H4z7tLtP7wz69ng83T+n6tH4e0936lR7Pzy9vaf3Yn/4/
            L1c/3+l2vU+7i+UvlVkqbyljqbKlnKXmliqwwrbFKotZ3WKNxVyrdXgg2ttgsaaDnCw21LUMibhi0IipykyVdOWgk27KQSkRg1I8
            ThNSabEetDIlM0MsHu2DWromg0EtWfszyKWqToNcpq6eQS5FPA1ymTH7oJcS+4NeZtQJvdToH/QyFINcmng65GK67Q65DNXpkEuN
            RwhyMbF2yGVoxDvk0sTM6UsUfYBccqxHuej6OfWiXIFeivpeoBdX/wr0kmM96CW2R6eLpkSBXIbaXiCXHn9XkEuP9SCXHvujr5Fy
            FXKJOivkEudSIZfoQyVcfgEAAP//nJi7DUMxDANXekFgffZfLA3PSJPiMoBg2DpTpL76fiQvuFyJC1Qfqy75RccaXc6zTpf7Waub
            urLmJSpYVl2IDRIXVL4kLkyVsl43/SvJC1OzJC9M6ZK84ArK8kIfLC+JbxIXPFZLXPB0baNRVKKtugSzlrjgkVvigidviQsZoK15
            CdZtpxH9k7iQqUbyQoYbyQuZcSQvZNSxZjdlEhcS+NholN8+Ehc2DCNxoXvW6vKa1uqyrrFWNyK/dhjl962khd3XSlpYta31uimz
            tKRMwpLmrWQlCrGSFU6TqLAye6ywUGf3uEXhn6y8HgnL+55oZ9G9o03S91Gtebn70h/MfAAAAP//ldhJUgMxEETRPafQEayxJG7D
            YMBmMPN0eiIIMr1i8deOjFZ3PZVK3r/dP76kw/v2Ob3ebNPd2fdXujxcp3pyt3vYpryZp78/PL3tLm7T+fPh4yFdHT7T/p9caQou
            FmzxF8wbFoyiYIZLVa6wXM0KVhYcfmJjwdUV7HCpKmMe8KNuFAwWzH5HCKd7qRDOGn/BAuE0US0QzhKAAuU0vWOBcpaXCuV01bFA
            OVM5CGeIaoFwivZ/gXCmlwrhdH3UCuEUGa8QzlwKQjhD4iqEU1WOCuFkP5HC0XasVI6DUE4TgArlVNcRysl6YoNy9IqNdhw1jgbh
            TNW/QTghqg3CCT8Rwgm/Iz2rHIRwjkuFcI4fB8JxOTqEYwAdypG4DuGYeKcdR5uqQzjexh3CcePoEI5bVadDjppjpx3H9YdwfAAM
            CMdHzqDTseo4oBwfqwPK8UE+oByPDoPKUTkGlaMchONxbEA4HgAHvVapcQTtOBIXEI7H6oBwPMgHhOOrQ9AhR8aDnlWqY0A4vpAF
            lOMrYEA5vnQGlONr7qTjsXIQji/yk16rtP8nhOM/KyaEoypOOhz7m9Lh2Culw7H6/6RHlXbjhG6KpC7oJuuJi07HylE3ykE2KuKC
            atQ0FlTj50E0fj/aa5SDZI4F5GR+AFc+9VM=
            """,
        "farMatch": """
            eNrt3fk3FAgAB/CZRCvNmx1DIrqtVK40mkbyjHXfxw7jViIkY7YNYZpeO44IjeqxkWMRkRylt8S4lXQoR44wa+jhpVW7I5H2X9if
            930//8ini3cx3G7lzxV3adNEvLo4iSgyGGdxyVYhwUnsO8lH2XMsatwrQeGbo+4/6R2uOuk9si42u3dK7Vy6/3BOxnZTowXzGAfS
            l+bSEUli+ph2hOM3lpizYyWjxlM2s1N+zO3ZHWPrHNfXrnly+XMP2uSo2Ta1xG2VB5MNcl0tr0cZZXhIj2hs/pJ89p/seBUfs8aI
            qHQyh91N3KpnaHK1RaOERKowvMLzyzg2c+psKaOmPYtSFtQ92jMZIP4kkieEFE1pFuw0SBo43lnmxNOVD7+WXx1RfstLwZLDr39h
            tam0ZN+bypWC+Yexe7i7hdb8ztLbgodDaZmSihM/ugZP5RpqLvvdafg5wNcuitdcnuahGtXe4ze9z7Ay2SW4MO6XkKDfQj9EspgF
            Gi6d65YahRbNkaR6eu/3XxvdXdTjNlzTykoQtvd3lQS6EOn026LF9STlm/ztlwaKQ5Pj8+uJI1kqFqmKtesMfZwHxaziu0xbn7eJ
            gbMyimLyzbkfDgSOHbcOj1CalBHYci1HbjxOUO+TPTYt5Jj7n5aRrZuv20Fz4AU7E41aDMXkJ3TdWW1VJ7+aPptUY7ev+aYLmpq0
            OBLlnj0l7WD/yIU3mz3Epc8TWquOi6iSJHtGa90mdo6Vp1dTTHyDM/H91rnLNskLg0qCiuoD47Qsig5RfWivuf676u/ex+ZQXV4x
            ou+a3P/c3SOz69WTLi3y+ufnTVtOHXjBDZNvYxK4fmaHPt8INW1ieF5NFfcW1QjfRhfS1j7ZPaqZOkwhdZ9sXgyc9pP7Rus+l+L7
            9xnb3gfuvEXlxwU5GT4chQ9KXdMbc1Xva9g/Z8mNMSma725EkneaTCx7WJEm9oetRl8ZmB1efjA5z/1VLZ2ppHH5jL+QsaIwLZW0
            5FsM7rskqnkW1iFKG5+oXYpdCvBYNTaJ032aaxanVTJl7am8QWXyD4H/iTKptqI5IWx0IWiPa2qHsW8jbUvR65RvtQVs/Y+jA60O
            YXZGub4xMy9/F5KmMynViWSzQ/zSlKZZvRgrkvP1pK2iqQvXDhtJIo/Q9TZdYggmXB5ZD7MaY6/HNvVbO+eVn/RViacqKPo4hVSv
            F9/aUkdgrD3tUF/a70znOTZSO3e0r5kU65MlVhslrsTzKhcN+Hx/mpeOcm/1LmUdft+MpNfzXqRsgiCXFna24K+9TkvLY3RCXceC
            u+Pi8NzdtqF51T0drLLUp+7h9zieXhvYawS5icKZLeyGVu/dq97bOPpMtf6XB7mZwczTeUV976OP6ddXCUmButIiNZvRQo2UsvGP
            dFZDeEWPm5ebNIJ6sWp7yaqtyZAFMUVSTMiWrjgkBln6sysJAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAA/1EX/nP85/jP//f/+b+9tMcw
            """,
        "pngRGBA": """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAHCAYAAADAp4fuAAAAHHRFWHRDb21tZW50AG1hZGUgYnkgcHl0aG9uMyB6bGliuVOzMgAA
            AAdJREFUeNpjYLCt2ngxh8EAAABsSURBVK6TuexxxNRL/C0H/1lveKuVzqiavPC+gYGBJhDAKSZVNXUNJWUVFIrZK7tbVVddXUND
            Rw1OsaiqKWgoaemBlWhBVGox7PxtVvhaLXGOWGDPOcea7T9zlr9UYbynGDtTX0NDQx8IYBQA7UgoIv6TYh4AAAAASUVORK5CYII=
            """,
        "pngRGB": """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAHCAIAAABPxRC5AAAAHHRFWHRDb21tZW50AG1hZGUgYnkgcHl0aG9uMyB6bGliuVOzMgAA
            AAdJREFUeNpjYLCtUptSjNMAAABdSURBVIyb7VS/J3nB3ZaD/xhVkxeqAIGsrCyYYlJVU9dQUlaBUcxe2d1KagoqiqqqYIpFVU1B
            TV5LHgg05NXk5Rl2/ja7LRvx16JKPmqOY812xnuKsapyQKCqCqYAWAobnCjtLbIAAAAASUVORK5CYII=
            """,
        "pngGrey": """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAHCAAAAADlzNgyAAAAHHRFWHRDb21tZW50AG1hZGUgYnkgcHl0aG9uMyB6bGliuVOzMgAA
            AAdJREFUeNpjYOAWU4fY5YYAAAAqSURBVNRhVOUBAiZVNXUNJWYvKWkRGRZVfg5+DoadJy/dfs14T5CLiwsAbZEHtL7n36EAAAAA
            SUVORK5CYII=
            """,
        "pngGreyAlpha": """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAHCAQAAABqrk9lAAAAHHRFWHRDb21tZW50AG1hZGUgYnkgcHl0aG9uMyB6bGliuVOzMgAA
            AAdJREFUeNpjYLAVC6X5QTMAAABGSURBVNbJdKqPmMqomiwBAoKCEkyqauoaSsoqQIrZK1tJWl5GVlZOiUVVTRwEBMQVGHb+vsT7
            Wu2vhVgg4z1FaREQkJYGACjND0Qja4FUAAAAAElFTkSuQmCC
            """,
    ]

    static func stream(_ name: String) throws -> [UInt8] {
        let text = try #require(streams[name]).split(separator: "\n").joined()
        return try #require(Data(base64Encoded: text).map { Array($0) })
    }

    static var big: [UInt8] {
        (0 ..< 200).flatMap { i in Array("line \(i): the quick brown fox jumps over the lazy dog \(i * i % 97)\n".utf8) }
    }

    static var far: [UInt8] {
        var x: UInt64 = 1
        let noise = (0 ..< 1000).map { _ -> UInt8 in
            x = (x * 1_103_515_245 + 12345) % (1 << 31)
            return UInt8(x >> 16 & 0xFF)
        }
        return noise + [UInt8](repeating: 0, count: 31000) + noise
    }

    static var runs: [UInt8] { (0 ..< 300).flatMap { i in [UInt8](repeating: UInt8(65 + i % 26), count: 1 + i % 40) } }

    @Test func referenceZlibStreamsInflate() throws {
        let expected: [String: [UInt8]] = [
            "empty": [], "stored": Array("hello, stored world".utf8), "fixed": Array("hello hello hello hello".utf8),
            "dynamic": Self.big, "rle": Self.runs, "huffmanOnly": Array(Self.big.prefix(600)), "flushed": Self.big, "farMatch": Self.far,
        ]
        for (name, plain) in expected.sorted(by: { $0.key < $1.key }) {
            let stream = try Self.stream(name)
            #expect(try Inflate.zlib(stream) == plain, "\(name)")
        }
        // The block types are what the script meant to exercise.
        #expect(try Self.stream("stored")[2] & 0b110 == 0b000)
        #expect(try Self.stream("fixed")[2] & 0b110 == 0b010)
        #expect(try Self.stream("dynamic")[2] & 0b110 == 0b100)
    }

    @Test func referencePNGsDecode() throws {
        for (name, channels) in [("pngRGBA", 4), ("pngRGB", 3), ("pngGrey", 1), ("pngGreyAlpha", 2)] {
            let image = try PNGDecoder.decode(try Self.stream(name))
            #expect(image.width == 5 && image.height == 7, "\(name)")
            var expected: [UInt8] = []
            for r in 0 ..< 7 {
                let row = (0 ..< 5 * channels).map { i in UInt8((r * 37 + i * 11 + (i % channels) * 50 + (r * i) % 7) & 0xFF) }
                for p in 0 ..< 5 {
                    let px = Array(row[(p * channels) ..< ((p + 1) * channels)])
                    switch channels {
                    case 1: expected += [px[0], px[0], px[0], 255]
                    case 2: expected += [px[0], px[0], px[0], px[1]]
                    case 3: expected += px + [255]
                    default: expected += px
                    }
                }
            }
            #expect(image.rgba == expected, "\(name)")
        }
    }

    /// Images of many sizes and kinds (flat, noise, gradients, stripes, a rendered shape): the
    /// core encodes, the suite decodes, the pixels come back exactly.
    @Test func encodedImagesDecodeToTheirPixels() throws {
        var prng = SplitMix64(seed: 8)
        for trial in 0 ..< 60 {
            let width = 1 + Int(prng.next() % 40), height = 1 + Int(prng.next() % 40)
            let kind = trial % 5
            var bytes: [UInt8] = []
            for y in 0 ..< height {
                for x in 0 ..< width {
                    for c in 0 ..< 4 {
                        switch kind {
                        case 0: bytes.append(UInt8(c * 60))
                        case 1: bytes.append(UInt8(truncatingIfNeeded: prng.next()))
                        case 2: bytes.append(UInt8(truncatingIfNeeded: x * 7 + y * 3 + c * 50))
                        case 3: bytes.append((x / 3 + y) % 2 == 0 ? 255 : UInt8(c * 20))
                        default: bytes.append(UInt8(truncatingIfNeeded: (x * x + y * y) / (c + 1)))
                        }
                    }
                }
            }
            let image = try #require(RGBAImage(width: width, height: height, bytes: bytes))
            let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
            #expect(decoded.width == width && decoded.height == height && decoded.rgba == bytes, "trial \(trial) (\(width) x \(height), kind \(kind))")
        }
        let card = try ShapeSpec(allCorners: .rounded(12)).path(for: Size(width: 90, height: 50))
        let image = try PNGRenderer(viewBox: Rect(x: -2, y: -2, width: 94, height: 54), scale: 2).image([(card, RGBA(red: 98, green: 0, blue: 238))])
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)).rgba == image.bytes)
    }

    /// Each of the encoder's five filters, forced on every row of random images (not only where
    /// the heuristic picks it), is undone by the decoder's own unfiltering: a slip in one filter
    /// (Paeth's tie order, say) would otherwise hide wherever that filter is rarely chosen.
    @Test func everyFilterTypeUndoesExactly() throws {
        var prng = SplitMix64(seed: 12)
        for bytesPerPixel in [1, 2, 3, 4] {
            let (rows, stride) = (9, 13 * bytesPerPixel)
            // Few distinct values, so ties between the Paeth candidates are frequent.
            let raw = (0 ..< rows * stride).map { _ in UInt8(truncatingIfNeeded: prng.next() % 5 * 60) }
            for type in PNGRowFilter.allCases {
                var data: [UInt8] = []
                var line = [UInt8](repeating: 0, count: stride)
                let zeros = [UInt8](repeating: 0, count: stride)
                for row in 0 ..< rows {
                    raw.withUnsafeBufferPointer { pixels in
                        let current = UnsafeBufferPointer(rebasing: pixels[(row * stride) ..< ((row + 1) * stride)])
                        zeros.withUnsafeBufferPointer { zero in
                            let above = row == 0 ? zero : UnsafeBufferPointer(rebasing: pixels[((row - 1) * stride) ..< (row * stride)])
                            _ = type.forEachResidual(current, above: above, bytesPerPixel: bytesPerPixel) { i, value in
                                line[i] = value
                                return true
                            }
                        }
                    }
                    data += [type.rawValue] + line
                }
                let back = try PNGDecoder.unfilter(data, rows: rows, stride: stride, bytesPerPixel: bytesPerPixel)
                let first = back.count == raw.count ? raw.indices.first { back[$0] != raw[$0] } : 0
                #expect(back.count == raw.count && first == nil, "filter \(type) at \(bytesPerPixel) byte(s) per pixel: first difference at byte \(first ?? -1)")
            }
        }
    }

    /// Random byte strings of every size class through the core's DEFLATE and the suite's
    /// inflate: short, several 16,384-token blocks, and past a stored block's 65,535 bytes.
    @Test func randomByteStringsRoundTrip() throws {
        var prng = SplitMix64(seed: 21)
        let sizes = [0, 1, 2, 3, 4, 17, 258, 259, 1000, 40_000, 70_000]
        for (trial, size) in sizes.enumerated() {
            // Mixed: random bytes, and (every other trial) runs and repeats that LZ77 finds.
            var data: [UInt8] = []
            while data.count < size {
                let r = prng.next()
                if trial % 2 == 1, r % 3 == 0, data.count > 10 {
                    let back = 1 + Int(r >> 8) % Swift.min(data.count, 32_768)
                    let length = 3 + Int(r >> 24) % 300
                    for _ in 0 ..< length where data.count < size { data.append(data[data.count - back]) }
                } else {
                    data.append(UInt8(truncatingIfNeeded: r >> 32))
                }
            }
            let stream = Deflate.zlib(data)
            #expect(try Inflate.zlib(stream) == data, "size \(size)")
            // Incompressible data costs at most a stored block's 5 bytes per block of 16,384
            // tokens (at most that many bytes), plus the zlib header and checksum.
            #expect(stream.count <= data.count + 5 * (data.count / Deflate.blockTokens + 1) + 6, "size \(size): \(stream.count) bytes")
        }
    }

    // MARK: Malformed input

    static func inflateError(_ stream: [UInt8]) -> FormatError? {
        do { _ = try Inflate.zlib(stream); return nil } catch { return error }
    }

    @Test func malformedZlibStreamsNameTheirOffset() throws {
        let good = try Self.stream("dynamic")
        // Header: method, window, check bits, preset dictionary.
        #expect(Self.inflateError([0x79, 0x9C]) == FormatError("zlib", offset: 0, "compression method 9, only 8 (deflate) exists"))
        #expect(Self.inflateError([0x78, 0x9D] + good.dropFirst(2))?.offset == 1)
        #expect(Self.inflateError([0x78, 0xBB])?.problem.contains("preset dictionary") == true)
        #expect(Self.inflateError([0x78])?.offset == 1)
        // Reserved block type 3 at the first block.
        #expect(Self.inflateError([0x78, 0x9C, 0b111, 0, 0, 0, 0, 0]) == FormatError("zlib", offset: 2, "block type 3 is reserved"))
        // Stored block whose length's complement is wrong.
        #expect(Self.inflateError([0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFE, 1, 2, 3, 4, 5])?.problem.contains("complement") == true)
        // A distance before the start: fixed block, literal 'a', then length 3 at distance 2.
        var writer = BitWriter()
        writer.write(1, bits: 1); writer.write(1, bits: 2)
        writer.write(UInt32(Deflate.fixedLiteral.codes[97]), bits: 8)
        writer.write(UInt32(Deflate.fixedLiteral.codes[257]), bits: 7)
        writer.write(UInt32(Deflate.fixedDistance.codes[1]), bits: 5)
        writer.write(UInt32(Deflate.fixedLiteral.codes[256]), bits: 7)
        let tooFar = [0x78, 0x9C] + writer.finish() + [0, 0, 0, 0]
        #expect(Self.inflateError(tooFar)?.problem.contains("reaches before the start") == true)
        // A wrong checksum, trailing bytes, truncation at every length.
        var badSum = good
        badSum[badSum.count - 1] ^= 1
        #expect(Self.inflateError(badSum)?.problem.contains("Adler-32 mismatch") == true)
        #expect(Self.inflateError(badSum)?.offset == good.count - 4)
        #expect(Self.inflateError(good + [0])?.offset == good.count)
        for length in 0 ..< good.count {
            let error = Self.inflateError(Array(good.prefix(length)))
            #expect(error != nil, "a stream cut to \(length) bytes decoded")
            #expect((error?.offset ?? -1) <= length)
        }
    }

    @Test func overSubscribedAndIncompleteCodesAreErrors() {
        // A dynamic block whose code-length code gives three symbols one bit each (over-subscribed).
        var writer = BitWriter()
        writer.write(1, bits: 1); writer.write(2, bits: 2)
        writer.write(0, bits: 5); writer.write(0, bits: 5); writer.write(0, bits: 4)   // 257, 1, 4 code-length codes
        for _ in 0 ..< 3 { writer.write(1, bits: 3) }                                   // 16, 17, 18: one bit each
        writer.write(0, bits: 3)
        let stream = [0x78, 0x9C] + writer.finish() + [0, 0, 0, 0, 0, 0]
        #expect(Self.inflateError(stream)?.problem.contains("code-length code is oversubscribed") == true)
        #expect(HuffmanDecoder(lengths: [1, 1, 1]).completeness == .oversubscribed)
        #expect(HuffmanDecoder(lengths: [1, 2]).completeness == .incomplete)
        #expect(HuffmanDecoder(lengths: [1, 2, 2]).completeness == .complete)
    }

    @Test func damagedPNGsAreErrorsNeverTraps() throws {
        let image = try #require(RGBAImage(width: 6, height: 4, bytes: (0 ..< 96).map { UInt8($0 * 5 % 256) }))
        let png = PNGEncoder.encode(image)
        // Every single-byte change is caught: the signature, a length, a type, data or a CRC.
        for i in png.indices {
            var damaged = png
            damaged[i] ^= 0x41
            #expect(throws: FormatError.self, "byte \(i) changed") { try PNGDecoder.decode(damaged) }
        }
        for length in 0 ..< png.count {
            #expect(throws: FormatError.self, "cut to \(length) bytes") { try PNGDecoder.decode(Array(png.prefix(length))) }
        }
        func error(_ bytes: [UInt8]) -> FormatError? {
            do { _ = try PNGDecoder.decode(bytes); return nil } catch { return error }
        }
        #expect(error(png + [0]) == FormatError("PNG", offset: png.count, "1 byte(s) after IEND"))
        var crc = png
        crc[29] ^= 1    // the IHDR's CRC (8 signature + 8 + 13 data)
        #expect(error(crc)?.offset == 29)
        #expect(error(crc)?.problem.contains("CRC mismatch in chunk IHDR") == true)
        #expect(error([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B]) == FormatError("PNG", offset: 7, "not a PNG signature"))
        // A bad filter type, with valid CRCs around it: rebuilt from the decoder's own pieces.
        let raw: [UInt8] = [7, 1, 2, 3, 4]
        let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        let bad = PNGDecoder.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", Deflate.zlib(raw)) + Self.chunk("IEND", [])
        #expect(error(bad) == FormatError("PNG image data", offset: 0, "row 0 has filter type 7; only 0...4 exist"))
        // Unsupported forms are named.
        var palette = header
        palette[9] = 3
        #expect(error(PNGDecoder.signature + Self.chunk("IHDR", palette))?.offset == 8 + 8 + 9)
        var interlaced = header
        interlaced[12] = 1
        #expect(error(PNGDecoder.signature + Self.chunk("IHDR", interlaced))?.problem == "interlaced images are not supported")
        // An error inside the zlib stream is reported at its offset in the file.
        let inflateFailure = PNGDecoder.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", [0x78, 0x9C, 0b111]) + Self.chunk("IEND", [])
        #expect(error(inflateFailure)?.offset == 8 + 25 + 8 + 2)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = CRC32.checksum(body, 0 ..< body.count)
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(data.count)) + body + be(crc)
    }

    @Test func checksumsMatchTheirStandardVectorsAndTheEncoders() {
        #expect(CRC32.checksum(Array("123456789".utf8), 0 ..< 9) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        var prng = SplitMix64(seed: 3)
        let data = (0 ..< 20_000).map { _ in UInt8(truncatingIfNeeded: prng.next()) }
        #expect(CRC32.checksum(data, 0 ..< data.count) == PNGChecksums.crc32(data))
        #expect(Adler32.checksum(data) == PNGChecksums.adler32(data))
        #expect(Adler32.checksum([UInt8](repeating: 255, count: 100_000)) == PNGChecksums.adler32([UInt8](repeating: 255, count: 100_000)))
    }
}
