// SPDX-License-Identifier: MIT
// The box-pair manifold (sat::manifold, sat::batch::manifolds) written once
// for "lanes": a policy type L gives the value type V (float, double, or a
// GCC vector of floats), the lane integer type I, the mask type M and
//   L::splat(x), L::splatI(k), L::sel(m, x, y), L::selI(m, x, y),
//   L::selM(m, n1, n2), L::both(m, n), L::either(m, n), L::notm(m), L::negIf(m, x) (m ? -x : x),
//   L::keepIf(m, x) (m ? x : 0), L::count(m) (m ? 1 : 0), L::abs(x), L::max(x, y), L::sqrt(x).
// manifold2d.cpp includes this file with scalar lanes (one pair, float or
// double), batch_simd.inl with 4, 8 and 16 float lanes; the including file
// defines SATLAB_LANES_TARGET (the target attribute of its functions) first.
//
// Every number is the one report(Obb2, Obb2) computes (report2d_pairs.cpp,
// contacts2d.cpp), by the same operations in the same order, without
// branches: the four axes' separations, the best axis, the verdict, the MTV
// and the contacts of the clipped incident edge. The one step left out is
// the rare fallback when clipping keeps no point (addDeepestVertex in
// contacts2d.cpp): such lanes come back with needsReport set, and the caller
// takes their contacts from report() itself. A negation is exact and a
// two-term sum commutes, so dot(-u, n) is written -dot(u, n), and
// (c + ex) - ey is the report's c + ex - ey.

// The boxes come as objects whose cx(), cy(), ux(), uy(), hx(), hy() give
// the lanes' centre, unit x axis (the y axis is (-uy, ux)) and half extents;
// the vector kernels load them from the arrays at each use, which is cheaper
// than keeping them in registers across the whole function (a spill costs a
// store and a load, a reload one load). The results go to a sink as soon as
// they are known, for the same reason:
//   sink.separation(k, value)                                   axis k (0..3)
//   sink.settled(bestAxis, firstSeparatingAxis, verdict, axisSeparation, depth, normalX, normalY)
//   sink.contacts(count, x0, y0, x1, y1, needsReport)          0 past count;
//       needsReport: touching or overlapping, and the clip kept no point

/// A box's half axes: ex = axisX * hx, ey = axisY * hy (corners(Obb2)).
template <class L> struct HalfLanes2 { typename L::V exx, exy, eyx, eyy; };

template <class L, class Box> [[gnu::always_inline]] SATLAB_LANES_TARGET inline HalfLanes2<L> halvesOf(const Box& box) {
    return {box.ux() * box.hx(), box.uy() * box.hx(), -box.uy() * box.hy(), box.ux() * box.hy()};
}

template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline HalfLanes2<L> selHalves(typename L::M m, const HalfLanes2<L>& x,
                                                                          const HalfLanes2<L>& y) {
    return {L::sel(m, x.exx, y.exx), L::sel(m, x.exy, y.exy), L::sel(m, x.eyx, y.eyx), L::sel(m, x.eyy, y.eyy)};
}

/// The largest |coordinate| among a box's four corners (c -+ e1) -+ e2 along
/// one world axis: |(|c| + |e1|) + |e2|| is that of the corner whose signs
/// follow c's, and rounding is monotone and symmetric, so no other corner
/// lies further out: the same number as coordinateScale's loop, bit for bit.
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline typename L::V largestCorner(typename L::V c, typename L::V e1,
                                                                              typename L::V e2) {
    return (L::abs(c) + L::abs(e1)) + L::abs(e2);
}

/// An edge index k = 2 high + odd (0..3) as two masks.
template <class L> struct EdgeLanes2 { typename L::M odd, high; };

/// mostAlignedEdge on a box: the first e of the largest of (-q, p, q, -p)
/// (edges 0..3 have the outward normals -y, +x, +y, -x; p, q the dots of the
/// push with x and y). Negation is exact, so that is edge 0 where -q >= |p|,
/// else 1 where p >= |q|, else 2 where q >= |p|, else 3; the largest value is
/// max(|p|, |q|) (up to the sign of a zero, which only meets a sum below).
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline EdgeLanes2<L> mostAlignedEdge(typename L::V p, typename L::V q,
                                                                                typename L::V& largest) {
    using M = typename L::M;
    const typename L::V absP = L::abs(p), absQ = L::abs(q);
    const M is0 = -q >= absP, is1 = p >= absQ, is2 = q >= absP;
    largest = L::max(absP, absQ);
    return {L::both(L::notm(is0), L::either(is1, L::notm(is2))), L::both(L::notm(is0), L::notm(is1))};
}

/// Corners k and k + 1 (mod 4) of a box, edge k's ends. Corner i is
/// (c + sx ex) + sy ey with (sx, sy) = (-,-), (+,-), (+,+), (-,+) for i = 0..3
/// (c - ex is c + (-ex) exactly): with k = 2 k1 + k0, corner k has sx < 0
/// where k0 == k1 and sy < 0 where k1 == 0; corner k + 1 has sx < 0 where
/// k1 == 1 and sy < 0 where k0 == k1.
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline void edgeEnds(const EdgeLanes2<L>& k, typename L::V cx, typename L::V cy,
                                                                const HalfLanes2<L>& h, typename L::V& x0, typename L::V& y0,
                                                                typename L::V& x1, typename L::V& y1) {
    using M = typename L::M;
    const M high = k.high;
    const M same = L::notm(L::either(L::both(k.odd, L::notm(k.high)), L::both(k.high, L::notm(k.odd)))); // odd == high
    const M low = L::notm(high);
    x0 = (cx + L::negIf(same, h.exx)) + L::negIf(low, h.eyx);
    y0 = (cy + L::negIf(same, h.exy)) + L::negIf(low, h.eyy);
    x1 = (cx + L::negIf(high, h.exx)) + L::negIf(same, h.eyx);
    y1 = (cy + L::negIf(high, h.exy)) + L::negIf(same, h.eyy);
}

/// values[k] where k (0..3) is given as the masks k == 0, 1, 2.
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline typename L::V pick(const typename L::V (&values)[4], typename L::M is0,
                                                                     typename L::M is1, typename L::M is2) {
    return L::sel(is0, values[0], L::sel(is1, values[1], L::sel(is2, values[2], values[3])));
}

/// sqrt(squared) <= limit (limit >= 0) for one pair, the square root taken
/// only where squared <= 4 limit^2. Beyond that sqrt(squared) > 2 limit
/// sqrt(1 - u) (u the unit roundoff of the rounded square), so its rounding
/// lies above limit too; where limit * limit underflows, squared >= the
/// smallest subnormal > limit^2 still gives a root above limit by more than
/// a rounding. So the answer is the comparison's, bit for bit; two distinct
/// contact points lie far more than 2 limit apart, so the root is rarely
/// needed.
template <class V> [[gnu::always_inline]] SATLAB_LANES_TARGET inline bool sqrtAtMost(V squared, V limit) {
    if (squared > V(4) * (limit * limit)) [[likely]]
        return false;
    return std::sqrt(squared) <= limit;
}

template <class L> struct ClipLanes2 {
    typename L::V x0, y0, x1, y1;
    typename L::M kept;
};

/// clipSegment (contacts2d.cpp): keeps the part of [p0, p1] with
/// dot(planeNormal, p) <= offset, ends up to `slack` outside left in place.
/// The planes are the reference face's sides, with the face tangent
/// t = (-fny, fnx): kStart, the plane through the face's start r1 with normal
/// -t and offset -dot(t, r1); else the one through its end r2 with normal t
/// and offset dot(t, r2). dot(t, p) = fnx py - fny px exactly (a negated
/// product is exact), so the distances are dot(t, r1) - dot(t, p) and
/// dot(t, p) - dot(t, r2), bit for bit, without the negations.
template <bool kStart, class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline void clip(ClipLanes2<L>& s, typename L::V fnx, typename L::V fny,
                                                            typename L::V alongPlane, typename L::V slack) {
    using V = typename L::V;
    using M = typename L::M;
    const V along0 = fnx * s.y0 - fny * s.x0, along1 = fnx * s.y1 - fny * s.x1;
    const V d0 = kStart ? alongPlane - along0 : along0 - alongPlane;
    const V d1 = kStart ? alongPlane - along1 : along1 - alongPlane;
    const M out0 = d0 > slack;
    const M out1 = d1 > slack;
    s.kept = L::both(s.kept, L::notm(L::both(out0, out1)));
    const V outerX = L::sel(out0, s.x0, s.x1), outerY = L::sel(out0, s.y0, s.y1);
    const V innerX = L::sel(out0, s.x1, s.x0), innerY = L::sel(out0, s.y1, s.y0);
    const V innerDistance = L::sel(out0, d1, d0);
    const V outerDistance = L::sel(out0, d0, d1);
    // With exactly one end out, inner <= slack < outer: the divisor is not 0.
    // Elsewhere t is not used; dividing by 1 there keeps 0/0 out of the lanes.
    const M oneOut = L::either(L::both(out0, L::notm(out1)), L::both(out1, L::notm(out0)));
    const V t = innerDistance / L::sel(oneOut, innerDistance - outerDistance, L::splat(1));
    const M innerPast = innerDistance > L::splat(0);
    const V cutX = L::sel(innerPast, innerX, innerX + t * (outerX - innerX));
    const V cutY = L::sel(innerPast, innerY, innerY + t * (outerY - innerY));
    const M cut1 = L::both(out1, L::notm(out0));
    s.x0 = L::sel(out0, cutX, s.x0), s.y0 = L::sel(out0, cutY, s.y0);
    s.x1 = L::sel(cut1, cutX, s.x1), s.y1 = L::sel(cut1, cutY, s.y1);
}

/// What the contact step needs from the first part: the clipped edge's
/// start, the reference face and the rounding allowances.
template <class L> struct FaceLanes2 {
    ClipLanes2<L> segment;
    typename L::V faceX, faceY, alongStart, alongEnd, normalX, normalY, roundoff;
    typename L::M separated;
};

/// What the contact step needs from the settled axes.
template <class L> struct SettledLanes2 {
    typename L::V normalX, normalY;
    typename L::M bestFromA, separated;
};

/// The four axes, the best axis, verdict and MTV, given to the sink.
template <class L, class Box, class Sink>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline SettledLanes2<L> settleLanes2(const Box& a, const Box& b,
                                                                                typename L::V tolerance, Sink& sink) {
    using V = typename L::V;
    using I = typename L::I;
    using M = typename L::M;

    // ------------------------------------------------ the four axes (fast2d.hpp)
    // A.y = (-a.uy, a.ux), B.y = (-b.uy, b.ux).
    const V dx = b.cx() - a.cx(), dy = b.cy() - a.cy();
    const V tx = dx * a.ux() + dy * a.uy();
    const V ty = dx * -a.uy() + dy * a.ux();
    const V c = a.ux() * b.ux() + a.uy() * b.uy();
    const V s = a.ux() * -b.uy() + a.uy() * b.ux();
    const V absC = L::abs(c), absS = L::abs(s);
    const V centre[4] = {tx, ty, tx * c + ty * -s, tx * s + ty * c};
    V sep[4];
    sep[0] = L::abs(centre[0]) - (a.hx() + (b.hx() * absC + b.hy() * absS));
    sep[1] = L::abs(centre[1]) - (a.hy() + (b.hx() * absS + b.hy() * absC));
    sep[2] = L::abs(centre[2]) - ((a.hx() * absC + a.hy() * absS) + b.hx());
    sep[3] = L::abs(centre[3]) - ((a.hx() * absS + a.hy() * absC) + b.hy());
    for (int k = 0; k < 4; ++k) sink.separation(k, sep[k]);

    // ---------------------------------------- best axis, verdict, MTV (settle)
    const V top = L::max(L::max(sep[0], sep[1]), L::max(sep[2], sep[3]));
    const M is0 = sep[0] == top;
    const M is1 = L::both(L::notm(is0), sep[1] == top);
    const M is2 = L::both(L::notm(L::either(is0, is1)), sep[2] == top);
    const I bestAxis = L::selI(is0, L::splatI(0), L::selI(is1, L::splatI(1), L::selI(is2, L::splatI(2), L::splatI(3))));
    I first = L::splatI(-1);
    for (int k = 3; k >= 0; --k) first = L::selI(sep[k] > tolerance, L::splatI(k), first);
    const V best = pick<L>(sep, is0, is1, is2);
    // classify(): 1 + (best < -tolerance) - (best > tolerance).
    const M below = best<-tolerance, above = best> tolerance;
    const I verdict = L::splatI(1) + L::count(below) - L::count(above);
    const M separated = verdict == L::splatI(0);
    const M bestFromA = L::either(is0, is1);
    const M positive = pick<L>(centre, is0, is1, is2) >= L::splat(0);
    // The best axis: A.x, A.y, B.x or B.y, turned to point from A to B.
    const V bestUx = L::sel(bestFromA, a.ux(), b.ux()), bestUy = L::sel(bestFromA, a.uy(), b.uy());
    const M bestIsY = L::notm(L::either(is0, is2)); // A.y or B.y
    const V bestX = L::sel(bestIsY, -bestUy, bestUx), bestY = L::sel(bestIsY, bestUx, bestUy);
    const V nx = L::negIf(L::notm(positive), bestX), ny = L::negIf(L::notm(positive), bestY);
    const V minusBest = -best;
    sink.settled(bestAxis, first, verdict, best, L::keepIf(L::splat(0) < minusBest, minusBest), nx, ny);
    return {nx, ny, bestFromA, separated};
}

/// The reference face and incident edge of the contact step (contacts2d.cpp).
template <class L, class Box>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline FaceLanes2<L> faceLanes2(const Box& a, const Box& b,
                                                                           const SettledLanes2<L>& settled) {
    using V = typename L::V;
    using M = typename L::M;
    using T = typename L::Scalar;
    const V nx = settled.normalX, ny = settled.normalY;
    const M bestFromA = settled.bestFromA, separated = settled.separated;
    // Reference and incident edges: the outward normals of a box are
    // (-y, +x, +y, -x) for edges 0..3, so their dots with n are -q, p, q, -p.
    const V pA = a.ux() * nx + a.uy() * ny, qA = -a.uy() * nx + a.ux() * ny;
    const V pB = b.ux() * nx + b.uy() * ny, qB = -b.uy() * nx + b.ux() * ny;
    V alignA, alignB;
    const EdgeLanes2<L> edgeA = mostAlignedEdge<L>(pA, qA, alignA);
    const EdgeLanes2<L> edgeB = mostAlignedEdge<L>(-pB, -qB, alignB); // with -n: B's push goes the other way
    const V slack = L::splat(64 * std::numeric_limits<T>::epsilon());
    const M referenceIsA = L::either(L::both(bestFromA, alignA + slack >= alignB),
                                     L::both(L::notm(bestFromA), alignA > alignB + slack));

    // coordinateScale: the largest |coordinate| of the eight corners.
    const HalfLanes2<L> halfA = halvesOf<L>(a), halfB = halvesOf<L>(b);
    const V scale = L::max(
        L::max(largestCorner<L>(a.cx(), halfA.exx, halfA.eyx), largestCorner<L>(a.cy(), halfA.exy, halfA.eyy)),
        L::max(largestCorner<L>(b.cx(), halfB.exx, halfB.eyx), largestCorner<L>(b.cy(), halfB.exy, halfB.eyy)));
    const V roundoff = L::splat(16 * std::numeric_limits<T>::epsilon()) * scale;

    // The reference face (edge k of the reference box): its end corners, its
    // outward normal and the side planes' offsets along it, each made as soon
    // as its inputs are (GCC on x86 does not reorder before register
    // allocation, so this order is the order of the live ranges).
    FaceLanes2<L> face;
    const EdgeLanes2<L> referenceEdge{L::selM(referenceIsA, edgeA.odd, edgeB.odd), L::selM(referenceIsA, edgeA.high, edgeB.high)};
    const V refCx = L::sel(referenceIsA, a.cx(), b.cx()), refCy = L::sel(referenceIsA, a.cy(), b.cy());
    V faceEndX, faceEndY;
    edgeEnds<L>(referenceEdge, refCx, refCy, selHalves<L>(referenceIsA, halfA, halfB), face.faceX, face.faceY, faceEndX,
                faceEndY);
    // Outward normals of edges 0..3: (uy, -ux), (ux, uy), (-uy, ux), (-ux, -uy),
    // i.e. k odd ? u : (uy, -ux), negated for k >= 2.
    const V refUx = L::sel(referenceIsA, a.ux(), b.ux()), refUy = L::sel(referenceIsA, a.uy(), b.uy());
    const V fnx = L::negIf(referenceEdge.high, L::sel(referenceEdge.odd, refUx, refUy));
    const V fny = L::negIf(referenceEdge.high, L::sel(referenceEdge.odd, refUy, -refUx));
    face.alongStart = fnx * face.faceY - fny * face.faceX, face.alongEnd = fnx * faceEndY - fny * faceEndX;
    face.normalX = fnx, face.normalY = fny;
    // The incident edge (edge j of the other box).
    const EdgeLanes2<L> incidentEdge{L::selM(referenceIsA, edgeB.odd, edgeA.odd), L::selM(referenceIsA, edgeB.high, edgeA.high)};
    const V incCx = L::sel(referenceIsA, b.cx(), a.cx()), incCy = L::sel(referenceIsA, b.cy(), a.cy());
    ClipLanes2<L>& segment = face.segment;
    edgeEnds<L>(incidentEdge, incCx, incCy, selHalves<L>(referenceIsA, halfB, halfA), segment.x0, segment.y0, segment.x1,
                segment.y1);
    segment.kept = L::notm(separated);
    face.roundoff = roundoff;
    face.separated = separated;
    return face;
}

/// The contact step: the incident edge clipped to the reference face's side
/// planes, its ends kept below the face, given to the sink.
template <class L, class Sink>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline void manifoldContactsLanes2(FaceLanes2<L> f, typename L::V tolerance,
                                                                              Sink& sink) {
    using V = typename L::V;
    using M = typename L::M;
    using T = typename L::Scalar;
    ClipLanes2<L>& segment = f.segment;
    const V fnx = f.normalX, fny = f.normalY;
    clip<true, L>(segment, fnx, fny, f.alongStart, f.roundoff);
    clip<false, L>(segment, fnx, fny, f.alongEnd, f.roundoff);
    const V keepBelow = tolerance + f.roundoff;

    // addContact for both ends: the point half-way down to the face, if it is
    // not above keepBelow; the second is dropped within `roundoff` of the first.
    const V height0 = fnx * (segment.x0 - f.faceX) + fny * (segment.y0 - f.faceY);
    const V height1 = fnx * (segment.x1 - f.faceX) + fny * (segment.y1 - f.faceY);
    const V half = L::splat(T(0.5)); // x / 2 and x * 0.5 round the same exact value
    const V point0X = segment.x0 - (height0 * half) * fnx, point0Y = segment.y0 - (height0 * half) * fny;
    const V point1X = segment.x1 - (height1 * half) * fnx, point1Y = segment.y1 - (height1 * half) * fny;
    const M keep0 = L::both(segment.kept, L::notm(height0 > keepBelow));
    const V apartX = point1X - point0X, apartY = point1Y - point0Y;
    const V apartSquared = apartX * apartX + apartY * apartY;
    M merged;
    if constexpr (std::is_same_v<M, bool>) { // one pair: the square root only where the answer needs it
        merged = keep0 && sqrtAtMost(apartSquared, f.roundoff);
    } else {
        merged = L::both(keep0, L::sqrt(apartSquared) <= f.roundoff);
    }
    const M keep1 = L::both(L::both(segment.kept, L::notm(height1 > keepBelow)), L::notm(merged));
    const M two = L::both(keep0, keep1);
    sink.contacts(L::count(keep0) + L::count(keep1), L::sel(keep0, point0X, L::keepIf(keep1, point1X)),
                  L::sel(keep0, point0Y, L::keepIf(keep1, point1Y)), L::keepIf(two, point1X), L::keepIf(two, point1Y),
                  L::both(L::notm(f.separated), L::notm(L::either(keep0, keep1))));
}

/// The whole manifold of the lanes.
template <class L, class Box, class Sink>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline void manifoldLanes2(const Box& a, const Box& b, typename L::V tolerance,
                                                                      Sink& sink) {
    const SettledLanes2<L> settled = settleLanes2<L>(a, b, tolerance, sink);
    if constexpr (std::is_same_v<typename L::M, bool>) { // one pair: a separated one has no contacts to find
        if (settled.separated) {
            sink.contacts(0, typename L::V(0), typename L::V(0), typename L::V(0), typename L::V(0), false);
            return;
        }
    }
    manifoldContactsLanes2<L>(faceLanes2<L>(a, b, settled), tolerance, sink);
}
