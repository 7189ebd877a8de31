#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

// The plugin streams our stdout; line buffering makes every finished line visible at once
// even through a pipe. Exit statuses: 0 success, 1 a command found failures, 2 bad input.
setvbuf(stdout, nil, _IOLBF, 0)
// Freed memory stays with the process between fuzz cases (AllocatorTuning says why).
AllocatorTuning.keepFreedMemory()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
