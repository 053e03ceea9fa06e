import Synchronization

/// The latest analysis of each project (and lone file), shared by the loop that answers requests and the
/// checks that run beside it. A check stamps its work with a generation; a newer edit moves the generation
/// on, so a check overtaken while it ran publishes nothing.
final class AnalysisStore: Sendable {
    private struct State {
        var analyses: [String: Analysis] = [:]
        var generations: [String: Int] = [:]
        /// The files each key last published diagnostics for, to clear those it no longer reports.
        var published: [String: Set<String>] = [:]
        var checksRun = 0
    }

    private let state = Mutex(State())

    func analysis(_ key: String) -> Analysis? { state.withLock { $0.analyses[key] } }

    var allAnalyses: [Analysis] { state.withLock { Array($0.analyses.values) } }

    var checksRun: Int { state.withLock { $0.checksRun } }

    /// A new generation for `key`: every check begun before it is stale from now on.
    func nextGeneration(_ key: String) -> Int {
        state.withLock { state in
            state.generations[key, default: 0] += 1
            return state.generations[key, default: 0]
        }
    }

    func isCurrent(_ key: String, _ generation: Int) -> Bool {
        state.withLock { $0.generations[key] == generation }
    }

    /// Whether a project's latest check read `path` (lone checks are keyed `alone:`).
    func isReadByProject(_ path: String) -> Bool {
        state.withLock { state in
            state.analyses.contains { !$0.key.hasPrefix("alone:") && $0.value.files.contains(path) }
        }
    }

    func countCheck() { state.withLock { $0.checksRun += 1 } }

    /// Keeps the analysis when its generation is still current, and gives the files published last time.
    func store(_ analysis: Analysis, for key: String, generation: Int, publishing files: Set<String>) -> Set<String>? {
        state.withLock { state in
            guard state.generations[key] == generation else { return nil }
            state.analyses[key] = analysis
            let previous = state.published[key] ?? []
            state.published[key] = files
            return previous
        }
    }

    func forget(_ key: String) -> Set<String> {
        state.withLock { state in
            state.generations[key, default: 0] += 1
            state.analyses[key] = nil
            return state.published.removeValue(forKey: key) ?? []
        }
    }
}
