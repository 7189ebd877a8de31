/// One subcommand of `verify-shapes`.
///
/// `run` gets the arguments after the subcommand's name and returns the exit status (0, or 1
/// when it found failures). Throwing a `ShapeInputError` means bad input: the tool prints
/// `verify-shapes: <field>: <problem>` on one line of stderr and exits 2.
struct Command: Sendable {
    /// The word after `verify-shapes`.
    let name: String
    /// The argument synopsis for the usage text, e.g. `SPEC.json --size WxH`.
    let synopsis: String
    /// One line for `verify-shapes help`.
    let summary: String
    /// The work.
    let run: @Sendable ([String]) throws -> Int32
}
