// SPDX-License-Identifier: GPL-3.0-or-later
import CGtk
import Foundation
import NovaCore
import NovaEngine
import NovaGLib

/// Library posters: a frame of each video (`PosterPolicy`), taken by a headless mpv on a
/// low-priority thread of its own, saved as PNG under `$XDG_CACHE_HOME/nova-player/posters`
/// and kept in memory while shown. Asking for one that is not made yet queues it (the most
/// recent request first: what is on screen now) and returns nil; `onPoster` says when it is ready.
@MainActor
final class PosterCache {
    /// A video whose poster is ready; its duration when the poster maker learnt it.
    var onPoster: ((String, Double?) -> Void)?

    let directory: String
    private let worker: PosterWorker
    private var textures: [String: OpaquePointer] = [:]
    private var textureOrder: [String] = []
    private var failed = Set<String>()
    /// Asked of the worker and not answered yet.
    private var requested = Set<String>()
    private static let memoryLimit = 300

    init(directory: String = PosterCache.defaultDirectory()) {
        self.directory = directory
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        worker = PosterWorker(directory: directory)
        worker.onResults { [weak self] in self?.deliver() }
    }

    /// `$XDG_CACHE_HOME/nova-player/posters`, `~/.cache` when it is not set (GLib's rule).
    static func defaultDirectory() -> String {
        String(cString: g_get_user_cache_dir()) + "/nova-player/posters"
    }

    /// The poster of `location` as it is now (`size` and `modified` from indexing), or nil
    /// while it is being made or when it cannot be.
    func texture(for location: String, size: Int64?, modified: Double?, urgent: Bool = false) -> OpaquePointer? {
        let name = PosterPolicy.cacheName(location: location, size: size, modified: modified)
        if let texture = textures[name] {
            // Most recently used last: the oldest unused ones go first.
            if let index = textureOrder.lastIndex(of: name), index != textureOrder.count - 1 {
                textureOrder.remove(at: index)
                textureOrder.append(name)
            }
            return texture
        }
        guard !failed.contains(name) else { return nil }
        if requested.contains(name) {
            // Asked for again, now urgently (the up-next card during playback): it jumps the queue.
            if urgent { worker.request(PosterWorker.Job(location: location, name: name, urgent: true)) }
            return nil
        }
        let path = directory + "/" + name
        if FileManager.default.fileExists(atPath: path), let texture = gdk_texture_new_from_filename(path, nil) {
            remember(texture, as: name)
            return texture
        }
        requested.insert(name)
        worker.request(PosterWorker.Job(location: location, name: name, urgent: urgent))
        return nil
    }

    /// The poster of a file outside the library (the next episode): named by the file as
    /// it is now, and made even while a video plays.
    func texture(forFile location: String) -> OpaquePointer? {
        guard let stamp = Self.stamp(of: location) else { return nil }
        return texture(for: location, size: stamp.size, modified: stamp.modified, urgent: true)
    }

    /// The poster's PNG file of a local file (the library's, when it has one: the same
    /// name), for MPRIS clients; asked for and nil until it is made (`onPoster` says when).
    func posterFile(forFile location: String) -> String? {
        guard let stamp = Self.stamp(of: location) else { return nil }
        let name = PosterPolicy.cacheName(location: location, size: stamp.size, modified: stamp.modified)
        let path = directory + "/" + name
        if FileManager.default.fileExists(atPath: path) { return path }
        guard !failed.contains(name) else { return nil }
        requested.insert(name)
        worker.request(PosterWorker.Job(location: location, name: name, urgent: true, art: true))
        return nil
    }

    /// The same stamp indexing records: size, and the modification time in whole seconds.
    private static func stamp(of location: String) -> (size: Int64, modified: Double)? {
        var info = stat()
        // A path, or the bytes of a file:// URI (a name that is not UTF-8).
        guard let path = FileLocation.localPathBytes(location),
              FileLocation.withCPath(path, { stat($0, &info) }) == 0 else { return nil }
        return (Int64(info.st_size), Double(info.st_mtim.tv_sec))
    }

    /// Poster making waits while a video plays, so it takes nothing from playback.
    func setPaused(_ paused: Bool) { worker.setPaused(paused) }

    func shutDown() {
        worker.stop()
        textures.values.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
        textures = [:]
    }

    private func remember(_ texture: OpaquePointer, as name: String) {
        textures[name] = texture
        textureOrder.append(name)
        while textureOrder.count > Self.memoryLimit {
            let old = textureOrder.removeFirst()
            if let texture = textures.removeValue(forKey: old) { g_object_unref(UnsafeMutableRawPointer(texture)) }
        }
    }

    private func deliver() {
        for result in worker.takeResults() {
            requested.remove(result.job.name)
            if result.made {
                onPoster?(result.job.location, result.duration)
            } else {
                failed.insert(result.job.name)
                if let duration = result.duration { onPoster?(result.job.location, duration) }
            }
        }
    }
}

/// The poster-making thread: one headless mpv (`ThumbnailDecoder`), one video at a time.
private final class PosterWorker: BackgroundWorker, @unchecked Sendable {
    struct Job: Equatable {
        let location: String
        let name: String
        /// Made even while poster making is paused for playback (one poster, niced).
        var urgent = false
        /// The art of the file playing, for MPRIS: one waits at a time (the latest file's).
        var art = false
    }

    struct Outcome {
        let job: Job
        let made: Bool
        let duration: Double?
    }

    private let directory: String
    private var queue: [Job] = []
    private var results: [Outcome] = []
    private var paused = false
    private static let width = 320
    /// A file that takes longer than this to give a frame gets no poster.
    private static let timeout = 15.0

    init(directory: String) {
        self.directory = directory
        super.init(threadName: "nova-posters")
    }

    func request(_ job: Job) {
        wake {
            queue.removeAll { $0.name == job.name || (job.art && $0.art) }
            queue.append(job)
        }
    }

    func setPaused(_ value: Bool) { wake(start: false) { paused = value } }

    func stop() { stop { queue = [] } }

    func takeResults() -> [Outcome] {
        locked {
            let taken = results
            results = []
            return taken
        }
    }

    private func nextJob() -> Job? {
        next(when: { !queue.isEmpty && (!paused || queue.contains(where: \.urgent)) }) {
            if let urgent = queue.lastIndex(where: \.urgent) { return queue.remove(at: urgent) }
            return queue.removeLast()
        }
    }

    override func run() {
        // mpv's own threads are niced by ThumbnailDecoder too.
        ThreadPriority.lowerCurrentThread()
        // The window's first moments are its own: a library opening shows before posters are made.
        Thread.sleep(forTimeInterval: 1)
        guard let decoder = try? ThumbnailDecoder(width: Self.width) else { return }
        while let job = nextJob() {
            let outcome = make(job, with: decoder)
            locked { results.append(outcome) }
            announce()
        }
        decoder.open(nil)
    }

    private func make(_ job: Job, with decoder: ThumbnailDecoder) -> Outcome {
        var duration: Double?
        var image: ThumbnailDecoder.Image?
        var finished = false
        var loaded = false
        decoder.onLoaded = { [unowned decoder] length in
            loaded = true
            duration = length
            decoder.request(PosterPolicy.time(duration: length))
        }
        decoder.onImage = { _, picture in
            image = picture
            finished = true
        }
        decoder.onFailure = { finished = true }
        decoder.open(job.location)
        decoder.load()
        let deadline = Date().addingTimeInterval(Self.timeout)
        while !finished, Date() < deadline, !isStopped { decoder.waitForEvents(timeout: 0.25) }
        // The duration may be reported after the first frame (only of a file that opened:
        // otherwise the decoder still knows the previous one's).
        if loaded { duration = duration ?? decoder.duration }
        decoder.open(nil)
        guard let image else { return Outcome(job: job, made: false, duration: duration) }
        return Outcome(job: job, made: save(image, as: job.name), duration: duration)
    }

    /// Writes the PNG under a temporary name first, so a half-written poster is never read.
    private func save(_ image: ThumbnailDecoder.Image, as name: String) -> Bool {
        var pixels = image.pixels
        return pixels.withUnsafeMutableBytes { buffer -> Bool in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                Int32(image.width), Int32(image.height), Int32(image.stride))
            defer { cairo_surface_destroy(surface) }
            let path = directory + "/" + name, partial = path + ".part"
            guard cairo_surface_write_to_png(surface, partial) == CAIRO_STATUS_SUCCESS else {
                unlink(partial)
                return false
            }
            return rename(partial, path) == 0
        }
    }
}
