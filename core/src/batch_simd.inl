// The vector batch kernels, written once with GCC/Clang vector extensions and
// compiled twice: by batch_sse2.cpp (4 lanes, x86-64 baseline) and by
// batch_avx2.cpp (8 lanes, every function marked target("avx2")). The
// including file defines, before including this one:
//   SATLAB_SIMD_TARGET   attribute put on every function here
//   SATLAB_SIMD_BYTES    vector width in bytes (16 or 32)
//   satlab_simd_movemask(Vi), satlab_simd_sqrt(Vf)   after the typedefs below
// and includes this file inside its own namespace.
//
// Each lane computes exactly the numbers of the scalar kernel
// (batch_scalar.cpp), i.e. of sat::overlaps on Obb2<float> / Obb3<float>:
// same products, same order of additions, no fused multiply-adds
// (sat_core builds with -ffp-contract=off). Where the scalar form adds an
// exact zero (a product with a zero component of an axis), the zero is left
// out: x + 0 == x and a two-term sum commutes, so the value is the same.

constexpr int kLanes = SATLAB_SIMD_BYTES / 4;
typedef float Vf __attribute__((vector_size(SATLAB_SIMD_BYTES)));
typedef std::int32_t Vi __attribute__((vector_size(SATLAB_SIMD_BYTES)));

SATLAB_SIMD_TARGET inline Vf load(const float* p) {
    Vf v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
SATLAB_SIMD_TARGET inline Vf absv(Vf v) { return (Vf)((Vi)v & 0x7fffffff); }

/// Lanes where no axis separates pair (a[i], b[i]) as bits (lane 0 = bit 0).
SATLAB_SIMD_TARGET inline unsigned obb2Overlap(const Obb2View& a, const Obb2View& b, std::size_t i) {
    const Vf aux = load(a.ux + i), auy = load(a.uy + i), bux = load(b.ux + i), buy = load(b.uy + i);
    const Vf ahx = load(a.hx + i), ahy = load(a.hy + i), bhx = load(b.hx + i), bhy = load(b.hy + i);
    const Vf dx = load(b.cx + i) - load(a.cx + i);
    const Vf dy = load(b.cy + i) - load(a.cy + i);
    const Vf tx = dx * aux + dy * auy;
    const Vf ty = dy * aux - dx * auy;
    const Vf cosine = aux * bux + auy * buy;
    const Vf sine = auy * bux - aux * buy;
    const Vf c = absv(cosine);
    const Vf s = absv(sine);
    const Vi separated = (absv(tx) > ahx + (bhx * c + bhy * s)) |           // L = A.x
                         (absv(ty) > ahy + (bhx * s + bhy * c)) |           // L = A.y
                         (absv(tx * cosine - ty * sine) > (ahx * c + ahy * s) + bhx) | // L = B.x
                         (absv(tx * sine + ty * cosine) > (ahx * s + ahy * c) + bhy);  // L = B.y
    return satlab_simd_movemask(~separated);
}

/// Three-term dot products in the scalar kernel's order ((x + y) + z).
SATLAB_SIMD_TARGET inline Vf sum3(Vf x, Vf y, Vf z) { return (x + y) + z; }

SATLAB_SIMD_TARGET inline unsigned obb3Overlap(const Obb3View& a, const Obb3View& b, std::size_t n) {
    Vf ar[9], br[9];
    for (int k = 0; k < 9; ++k) {
        ar[k] = load(a.r[k] + n);
        br[k] = load(b.r[k] + n);
    }
    Vf world[3], halfA[3], halfB[3];
    for (int k = 0; k < 3; ++k) {
        world[k] = load(b.c[k] + n) - load(a.c[k] + n);
        halfA[k] = load(a.h[k] + n);
        halfB[k] = load(b.h[k] + n);
    }
    // B in A's frame: offset o = A^T world, r[i][j] = A.axis_i . B.axis_j.
    Vf o[3], r[3][3], absR[3][3];
    for (int i = 0; i < 3; ++i) {
        o[i] = sum3(ar[i] * world[0], ar[3 + i] * world[1], ar[6 + i] * world[2]);
        for (int j = 0; j < 3; ++j) {
            r[i][j] = sum3(ar[i] * br[j], ar[3 + i] * br[3 + j], ar[6 + i] * br[6 + j]);
            absR[i][j] = absv(r[i][j]);
        }
    }
    Vi separated{};
    for (int k = 0; k < 3; ++k) { // L = A.face_k
        const Vf radiusB = sum3(halfB[0] * absR[k][0], halfB[1] * absR[k][1], halfB[2] * absR[k][2]);
        separated |= absv(o[k]) > halfA[k] + radiusB;
    }
    // gram[m][j] = column m . column j of r (about the identity; computed as
    // fast3d.hpp computes it, since B's radius is projected explicitly).
    Vf gram[3][3];
    for (int m = 0; m < 3; ++m) {
        for (int j = m; j < 3; ++j) {
            gram[m][j] = sum3(r[0][m] * r[0][j], r[1][m] * r[1][j], r[2][m] * r[2][j]);
            gram[j][m] = gram[m][j];
        }
    }
    for (int j = 0; j < 3; ++j) { // L = B.face_j
        const Vf centre = sum3(o[0] * r[0][j], o[1] * r[1][j], o[2] * r[2][j]);
        const Vf radiusA = sum3(halfA[0] * absR[0][j], halfA[1] * absR[1][j], halfA[2] * absR[2][j]);
        const Vf radiusB = sum3(halfB[0] * absv(gram[0][j]), halfB[1] * absv(gram[1][j]), halfB[2] * absv(gram[2][j]));
        separated |= absv(centre) > radiusA + radiusB;
    }
    // A clearly long cross product is not degenerate: |v|^2 > 4 t^2 |b|^2
    // implies fl(|v|) > fl(t fl(|b|)) with a wide margin (t the threshold).
    // Only lanes near the threshold need the square roots of fast3d.hpp.
    constexpr float kThreshold = kParallelEdgeThreshold<float>;
    constexpr float kClearlyLong = 4.0f * kThreshold * kThreshold;
    for (int i = 0; i < 3; ++i) {
        const int p = (i + 1) % 3;
        const int q = (i + 2) % 3;
        for (int j = 0; j < 3; ++j) { // L = A.edge_i x B.edge_j = v, v[p] = -r[q][j], v[q] = r[p][j], v[i] = 0
            const Vf lengthSq = r[p][j] * r[p][j] + r[q][j] * r[q][j];
            Vi usable = lengthSq > kClearlyLong * gram[j][j];
            if (satlab_simd_movemask(usable) != (1U << kLanes) - 1U) {
                usable = satlab_simd_sqrt(lengthSq) > kThreshold * satlab_simd_sqrt(gram[j][j]);
            }
            const Vf centre = o[q] * r[p][j] - o[p] * r[q][j];
            const Vf radiusA = halfA[p] * absR[q][j] + halfA[q] * absR[p][j];
            // B's axis j lies along edge j, so it gives exactly 0 on v: left out.
            const int m1 = j == 0 ? 1 : 0;
            const int m2 = j == 2 ? 1 : 2;
            const Vf radiusB = halfB[m1] * absv(r[q][m1] * r[p][j] - r[p][m1] * r[q][j]) +
                               halfB[m2] * absv(r[q][m2] * r[p][j] - r[p][m2] * r[q][j]);
            separated |= usable & (absv(centre) > radiusA + radiusB);
        }
    }
    return satlab_simd_movemask(~separated);
}

SATLAB_SIMD_TARGET inline void obb2Words(const Obb2View& a, const Obb2View& b, std::size_t wordCount, std::uint64_t* mask) {
    for (std::size_t word = 0; word < wordCount; ++word) {
        std::uint64_t bits = 0;
        for (int k = 0; k < 64 / kLanes; ++k) {
            bits |= std::uint64_t{obb2Overlap(a, b, 64 * word + static_cast<std::size_t>(k * kLanes))} << (k * kLanes);
        }
        mask[word] = bits;
    }
}

SATLAB_SIMD_TARGET inline void obb3Words(const Obb3View& a, const Obb3View& b, std::size_t wordCount, std::uint64_t* mask) {
    for (std::size_t word = 0; word < wordCount; ++word) {
        std::uint64_t bits = 0;
        for (int k = 0; k < 64 / kLanes; ++k) {
            bits |= std::uint64_t{obb3Overlap(a, b, 64 * word + static_cast<std::size_t>(k * kLanes))} << (k * kLanes);
        }
        mask[word] = bits;
    }
}
