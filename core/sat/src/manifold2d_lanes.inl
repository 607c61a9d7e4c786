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
// Every number is the one report(Obb2, Obb2) computes: its four axes'
// separations, best axis, verdict and MTV by the same operations in the same
// order (report2d_pairs.cpp), and its contacts by this very code
// (detail::boxPairContacts, manifold2d.cpp), without branches. The one step
// left out is the rare fallback when the clamp keeps no point (grazing
// corners: contacts2d.cpp's deepest vertex): such lanes come back with
// needsReport set, and the caller takes their contacts from report() itself.
// A negation is exact and a two-term sum commutes, so dot(-u, n) is written
// -dot(u, n).

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

/// values[k] where k (0..3) is given as the masks k == 0, 1, 2.
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline typename L::V pick(const typename L::V (&values)[4], typename L::M is0,
                                                                     typename L::M is1, typename L::M is2) {
    return L::sel(is0, values[0], L::sel(is1, values[1], L::sel(is2, values[2], values[3])));
}

/// What the contact step needs from the first part: the incident edge in
/// the reference face's frame, the face, the frame's origin and normal in
/// the world, and the rounding allowance.
template <class L> struct FaceLanes2 {
    typename L::V x0, y0, x1, y1;        ///< incident edge's ends: x along the face, y along its outward normal
    typename L::V halfWidth, faceHeight; ///< the face is y = faceHeight, |x| <= halfWidth
    typename L::V inverseRun;            ///< 1 / (x1 - x0), 0 where x1 == x0
    typename L::V originX, originY;      ///< the reference box's centre (x = y = 0)
    typename L::V normalX, normalY;      ///< the face's outward normal (the frame's y axis; its x axis is (-ny, nx))
    typename L::V roundoff;
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

/// The reference face and the incident edge of the contact step, in closed
/// form in the reference box's frame. Box2D's b2CollidePolygons (Catto,
/// "Contact Manifolds", GDC 2007) clips the incident edge against the
/// reference face's side planes in the world; for two boxes the same steps
/// are, with x along the face and y along its outward normal f:
///
///   reference box R = the best axis's box; f = the normal, from B: -normal
///   frame           = origin R's centre, axes (-f.y, f.x) and f; the face is
///                     y = h_k, |x| <= h_(1-k) (k: the best axis of R)
///   incident edge   = the edge of the other box O whose outward normal has
///                     the most negative y: O's axis u = (px, py) in the
///                     frame and v = (py, -px) (v is u turned a quarter turn
///                     the other way, the frame being left-handed); along u
///                     where |py| >= |px|, else along v, by a sign test
///   clip            = each end's x clamped to the face's interval and y
///                     moved along the edge's line: two clamps and one
///                     reciprocal, no clipping loop (manifoldContactsLanes2)
///
/// Because f is exactly +-R's axis k, one of f's coordinates in R's frame is
/// exactly 0 (the two products cancel), which tells k apart without an index.
template <class L, class Box>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline FaceLanes2<L> faceLanes2(const Box& a, const Box& b,
                                                                           const SettledLanes2<L>& settled) {
    using V = typename L::V;
    using M = typename L::M;
    using T = typename L::Scalar;
    const M fromA = settled.bestFromA;
    const V fx = L::negIf(L::notm(fromA), settled.normalX), fy = L::negIf(L::notm(fromA), settled.normalY);
    const V rcx = L::sel(fromA, a.cx(), b.cx()), rcy = L::sel(fromA, a.cy(), b.cy());
    const V rux = L::sel(fromA, a.ux(), b.ux()), ruy = L::sel(fromA, a.uy(), b.uy());
    const V rhx = L::sel(fromA, a.hx(), b.hx()), rhy = L::sel(fromA, a.hy(), b.hy());
    const V ocx = L::sel(fromA, b.cx(), a.cx()), ocy = L::sel(fromA, b.cy(), a.cy());
    const V oux = L::sel(fromA, b.ux(), a.ux()), ouy = L::sel(fromA, b.uy(), a.uy());
    const V ohx = L::sel(fromA, b.hx(), a.hx()), ohy = L::sel(fromA, b.hy(), a.hy());

    // f along R's x axis (k = 0) or its y axis (-uy, ux) (k = 1).
    const V alongX = rux * fx + ruy * fy, alongY = -ruy * fx + rux * fy;
    const M faceOfY = L::abs(alongY) > L::abs(alongX);
    FaceLanes2<L> face;
    face.halfWidth = L::sel(faceOfY, rhx, rhy);
    face.faceHeight = L::sel(faceOfY, rhy, rhx);

    // The other box's centre and x axis in the frame: dots with (-fy, fx) and f.
    const V dx = ocx - rcx, dy = ocy - rcy;
    const V centreX = -fy * dx + fx * dy, centreY = fx * dx + fy * dy;
    const V px = -fy * oux + fx * ouy, py = fx * oux + fy * ouy;
    // The incident face's outward normal and the edge's counter-clockwise
    // direction (its normal turned a quarter turn) in the frame.
    const M alongU = L::abs(py) >= L::abs(px);
    const M upU = py >= L::splat(0), rightU = px >= L::splat(0);
    const V ux = L::sel(alongU, px, py), uy = L::sel(alongU, py, -px); // u, or v
    const V wx = L::sel(alongU, py, px), wy = L::sel(alongU, -px, py); // v, or u
    const M negNormal = L::selM(alongU, upU, L::notm(rightU));
    const M negTangent = L::selM(alongU, upU, rightU);
    const V hp = L::sel(alongU, ohx, ohy), hq = L::sel(alongU, ohy, ohx);
    const V midX = centreX + hp * L::negIf(negNormal, ux), midY = centreY + hp * L::negIf(negNormal, uy);
    const V tx = hq * L::negIf(negTangent, wx), ty = hq * L::negIf(negTangent, wy);
    face.x0 = midX - tx, face.y0 = midY - ty;
    face.x1 = midX + tx, face.y1 = midY + ty;
    const V run = face.x1 - face.x0;
    const M flat = run == L::splat(0);
    face.inverseRun = L::keepIf(L::notm(flat), L::splat(1) / L::sel(flat, L::splat(1), run));

    face.originX = rcx, face.originY = rcy;
    face.normalX = fx, face.normalY = fy;
    // 16 eps times a bound on every corner's coordinates: |c| + hx + hy per box.
    const V scaleA = L::max(L::abs(a.cx()), L::abs(a.cy())) + (a.hx() + a.hy());
    const V scaleB = L::max(L::abs(b.cx()), L::abs(b.cy())) + (b.hx() + b.hy());
    face.roundoff = L::splat(16 * std::numeric_limits<T>::epsilon()) * L::max(scaleA, scaleB);
    face.separated = settled.separated;
    return face;
}

/// x clamped to [-limit, limit].
template <class L>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline typename L::V clampLanes(typename L::V x, typename L::V limit) {
    const typename L::V low = L::max(x, -limit);
    return L::sel(low > limit, limit, low);
}

/// The contact step: each end of the incident edge clamped to the face's
/// interval along its line, kept if it lies at most tolerance + roundoff
/// above the face, reported half-way down to the face (b2WorldManifold's
/// midpoint) in the world; the second dropped within roundoff of the first.
/// An edge wholly beyond one side keeps nothing (needsReport).
template <class L, class Sink>
[[gnu::always_inline]] SATLAB_LANES_TARGET inline void manifoldContactsLanes2(FaceLanes2<L> f, typename L::V tolerance,
                                                                              Sink& sink) {
    using V = typename L::V;
    using M = typename L::M;
    using T = typename L::Scalar;
    const V width = f.halfWidth, slack = f.roundoff;
    const V outside = width + slack;
    const M beyondLow = L::both(f.x0 < -outside, f.x1 < -outside);
    const M beyondHigh = L::both(f.x0 > outside, f.x1 > outside);
    const M kept = L::notm(L::either(f.separated, L::either(beyondLow, beyondHigh)));
    const V rise = f.y1 - f.y0;
    const V x0 = clampLanes<L>(f.x0, width), x1 = clampLanes<L>(f.x1, width);
    const V y0 = f.y0 + rise * ((x0 - f.x0) * f.inverseRun);
    const V y1 = f.y1 + rise * ((x1 - f.x1) * f.inverseRun);
    const V height0 = y0 - f.faceHeight, height1 = y1 - f.faceHeight;
    const V keepBelow = tolerance + slack;
    const M keep0 = L::both(kept, L::notm(height0 > keepBelow));
    const V half = L::splat(T(0.5));
    const V down0 = y0 - height0 * half, down1 = y1 - height1 * half;
    const V apartX = x1 - x0, apartY = down1 - down0;
    const M merged = L::both(keep0, apartX * apartX + apartY * apartY <= slack * slack);
    const M keep1 = L::both(L::both(kept, L::notm(height1 > keepBelow)), L::notm(merged));
    // Back to the world: origin + x (-fy, fx) + y f.
    const V nx = f.normalX, ny = f.normalY;
    const V point0X = (f.originX - x0 * ny) + down0 * nx, point0Y = (f.originY + x0 * nx) + down0 * ny;
    const V point1X = (f.originX - x1 * ny) + down1 * nx, point1Y = (f.originY + x1 * nx) + down1 * ny;
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
