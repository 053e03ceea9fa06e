/// A value a template reads member by member, as it reaches each name: a backend's context type, whose
/// conformance `scripts/generate-template-contexts.py` writes from the type's declaration. The keys are a
/// template contract (docs/contexts/), not Swift API, so the conformances are the package's alone. Nothing is
/// converted until a tag names it, and nothing a template does not name is converted at all.
///
/// A member that is absent (`nil` from `mustacheMember`) is looked up further out, as a missing key of an
/// object is. Compared and hashed as the object of its members in `mustacheKeys` order.
package protocol MustacheContext: Sendable {
    /// Every key the context can have, in declaration order (absent optionals included).
    var mustacheKeys: [String] { get }
    /// The value of `key`; nil for a key the context does not have or an absent optional.
    func mustacheMember(_ key: String) -> MustacheValue?
}

extension MustacheContext {
    /// The members that are present, converted now, in `mustacheKeys` order: for a render that adds keys of
    /// its own to a context.
    package var mustacheMembers: [MustacheObject.Member] {
        mustacheKeys.compactMap { key in mustacheMember(key).map { (key: key, value: $0) } }
    }

    /// This context as the template value the backends render.
    package var mustacheValue: MustacheValue {
        .context(MustacheContextReference(contexts: MustacheContextArray([self]), position: 0))
    }
}

/// Contexts of one type, which a template value refers to by position: an element of a list is its list and
/// a position, so making one copies and allocates nothing, and a template value stays three words.
protocol MustacheContexts: AnyObject, Sendable {
    func mustacheKeys(at position: Int) -> [String]
    func mustacheMember(_ key: String, at position: Int) -> MustacheValue?
}

final class MustacheContextArray<Context: MustacheContext>: MustacheContexts {
    let contexts: [Context]

    init(_ contexts: [Context]) { self.contexts = contexts }

    func mustacheKeys(at position: Int) -> [String] { contexts[position].mustacheKeys }

    func mustacheMember(_ key: String, at position: Int) -> MustacheValue? {
        contexts[position].mustacheMember(key)
    }
}

/// One context among its list's (`MustacheValue.context`).
package struct MustacheContextReference: Sendable {
    let contexts: any MustacheContexts
    let position: Int

    package var keys: [String] { contexts.mustacheKeys(at: position) }

    package func member(_ key: String) -> MustacheValue? { contexts.mustacheMember(key, at: position) }

    /// The members that are present, converted now, in key order.
    package var members: [MustacheObject.Member] {
        keys.compactMap { key in member(key).map { (key: key, value: $0) } }
    }
}

extension MustacheList {
    /// The contexts of `items`, each given to the template as it reaches it.
    package init<Context: MustacheContext>(contexts items: [Context]) {
        let contexts = MustacheContextArray(items)
        self.init(count: items.count) { .context(MustacheContextReference(contexts: contexts, position: $0)) }
    }

    /// `strings` as string values.
    package init(strings: [String]) {
        self.init(count: strings.count) { .string(strings[$0]) }
    }
}
