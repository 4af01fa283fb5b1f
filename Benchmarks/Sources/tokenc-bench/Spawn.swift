import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Spawns a process (standard error to /dev/null) and returns (wall seconds, peak RSS KiB, exit status, stdout).
func spawn(_ arguments: [String], in directory: URL) -> (Double, Int, Int32, String) {
    var pipe: [Int32] = [0, 0]
    _ = Glibc.pipe(&pipe)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    // Diagnostics (the generated tokens trip some lint rules) are not the benchmark's output.
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let previousDirectory = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
    let start = now()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
    close(pipe[1])
    guard spawned == 0 else { return (0, 0, -1, "") }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(pipe[0], &buffer, buffer.count)
        if n <= 0 { break }
        output.append(contentsOf: buffer[0..<n])
    }
    close(pipe[0])
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let elapsed = now() - start
    for argument in argv { free(argument) }
    return (elapsed, usage.ru_maxrss, (status >> 8) & 0xFF, String(decoding: output, as: UTF8.self))
}
