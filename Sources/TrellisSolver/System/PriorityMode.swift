/// How strengths compete.
///
/// - ``weighted``: one objective, the weighted sum of violations (kiwi's semantics:
///   1,001 weak constraints outweigh one medium).
/// - ``strict``: lexicographic: a higher strength is never traded for any number of
///   lower ones. Strengths are levels, ordered by weight; within a level, weights still
///   add up.
public enum PriorityMode: String, Sendable, Hashable, CaseIterable {
    case weighted
    case strict
}
