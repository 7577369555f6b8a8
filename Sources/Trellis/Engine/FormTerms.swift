/// The terms of an ``EngineForm``, in the order they were added: the first four held inline
/// (a constraint names at most four variables unless its items sit in different branches of
/// the tree), the rest in an array. A form lives as long as its entry, and a large layout has
/// several entries per view: an array for each cost an allocation and about 110 bytes.
struct FormTerms: RandomAccessCollection, Equatable {
    /// How many terms are held inline.
    static let inlineCapacity = 4

    private var index0: Int32 = 0
    private var index1: Int32 = 0
    private var index2: Int32 = 0
    private var index3: Int32 = 0
    private var coefficient0 = 0.0
    private var coefficient1 = 0.0
    private var coefficient2 = 0.0
    private var coefficient3 = 0.0
    /// The terms after the inline ones (and every term from the first index too large for
    /// 32 bits on, so that the order of addition is kept).
    private var overflow: [EngineForm.Term] = []
    private var inlineCount: UInt8 = 0

    var startIndex: Int { 0 }
    var endIndex: Int { Int(inlineCount) + overflow.count }

    subscript(position: Int) -> EngineForm.Term {
        switch position {
        case 0 where inlineCount > 0: return EngineForm.Term(index: Int(index0), coefficient: coefficient0)
        case 1 where inlineCount > 1: return EngineForm.Term(index: Int(index1), coefficient: coefficient1)
        case 2 where inlineCount > 2: return EngineForm.Term(index: Int(index2), coefficient: coefficient2)
        case 3 where inlineCount > 3: return EngineForm.Term(index: Int(index3), coefficient: coefficient3)
        default: return overflow[position - Int(inlineCount)]
        }
    }

    /// Appends `term` after the others.
    mutating func append(_ term: EngineForm.Term) {
        guard overflow.isEmpty, Int(inlineCount) < Self.inlineCapacity,
            let index = Int32(exactly: term.index)
        else {
            overflow.append(term)
            return
        }
        switch inlineCount {
        case 0: (index0, coefficient0) = (index, term.coefficient)
        case 1: (index1, coefficient1) = (index, term.coefficient)
        case 2: (index2, coefficient2) = (index, term.coefficient)
        default: (index3, coefficient3) = (index, term.coefficient)
        }
        inlineCount += 1
    }

    /// Adds `coefficient` to the coefficient of the term at `position`.
    mutating func addCoefficient(_ coefficient: Double, at position: Int) {
        switch position {
        case 0 where inlineCount > 0: coefficient0 += coefficient
        case 1 where inlineCount > 1: coefficient1 += coefficient
        case 2 where inlineCount > 2: coefficient2 += coefficient
        case 3 where inlineCount > 3: coefficient3 += coefficient
        default: overflow[position - Int(inlineCount)].coefficient += coefficient
        }
    }

    /// The same terms in the same order (however they are stored).
    static func == (lhs: FormTerms, rhs: FormTerms) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
