/// A list of a context whose elements are made when a section reaches them, one at a time, and dropped
/// once rendered: the large lists of a big token set (every token of every permutation) then never exist
/// as template values all at once, only as the context's own data. It is equal to the `.array` of the
/// same elements.
package struct MustacheList: Sendable {
    package let count: Int
    private let element: @Sendable (Int) -> MustacheValue

    /// `items` made into values by `transform` as they are read.
    package init<Item: Sendable>(_ items: [Item], _ transform: @escaping @Sendable (Item) -> MustacheValue) {
        count = items.count
        element = { transform(items[$0]) }
    }

    init(count: Int, element: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = count
        self.element = element
    }

    package subscript(position: Int) -> MustacheValue { element(position) }

    /// Every element, made now.
    package var elements: [MustacheValue] { (0..<count).map(element) }
}
