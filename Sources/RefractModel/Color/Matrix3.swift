/// A 3×3 matrix of doubles, stored by rows, for the linear steps of colour conversion.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
        Matrix3(SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }

    /// The matrix whose columns are `c0`, `c1` and `c2`.
    static func columns(_ c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) -> Matrix3 {
        Matrix3(SIMD3(c0.x, c1.x, c2.x), SIMD3(c0.y, c1.y, c2.y), SIMD3(c0.z, c1.z, c2.z))
    }

    static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let t = b.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * t.rows.0).sum(), (r * t.rows.1).sum(), (r * t.rows.2).sum())
        }
        return Matrix3(row(a.rows.0), row(a.rows.1), row(a.rows.2))
    }

    var transposed: Matrix3 { .columns(rows.0, rows.1, rows.2) }

    /// The inverse by cofactors; every matrix used here is a well-conditioned colour-space matrix.
    var inverse: Matrix3 {
        let (a, b, c) = rows
        let c0 = cross(b, c), c1 = cross(c, a), c2 = cross(a, b)
        let determinant = (a * c0).sum()
        return Matrix3(c0 / determinant, c1 / determinant, c2 / determinant).transposed
    }

    subscript(row: Int, column: Int) -> Double {
        switch row {
        case 0: return rows.0[column]
        case 1: return rows.1[column]
        default: return rows.2[column]
        }
    }
}

private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}
