// SPDX-License-Identifier: MIT
// Exact signs of squared distances and axis separations for the round 3D pairs.

#include "round3d_exact.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "sat/detail/exact.hpp"

namespace sat::detail::round3 {

double ExactReal::estimate() const {
    double sum = 0.0;
    for (const double term : terms_) sum += term;
    return sum;
}

ExactReal ExactReal::operator-() const {
    ExactReal out = *this;
    for (double& term : out.terms_) term = -term;
    return out;
}

// Shewchuk's Grow-Expansion with zero elimination.
void ExactReal::grow(double term) {
    std::vector<double> out;
    out.reserve(terms_.size() + 1);
    double q = term;
    for (const double existing : terms_) {
        double sum, error;
        exact::twoSum(q, existing, sum, error);
        if (error != 0.0) out.push_back(error);
        q = sum;
    }
    if (q != 0.0) out.push_back(q);
    terms_ = std::move(out);
}

ExactReal operator+(const ExactReal& a, const ExactReal& b) {
    const ExactReal& longer = a.terms_.size() >= b.terms_.size() ? a : b;
    const ExactReal& shorter = a.terms_.size() >= b.terms_.size() ? b : a;
    ExactReal out = longer;
    for (const double term : shorter.terms_) out.grow(term);
    return out;
}

// Shewchuk's Scale-Expansion with zero elimination.
ExactReal ExactReal::scaled(double factor) const {
    ExactReal out;
    if (terms_.empty() || factor == 0.0) return out;
    out.terms_.reserve(2 * terms_.size());
    double q, error;
    exact::twoProduct(terms_[0], factor, q, error);
    if (error != 0.0) out.terms_.push_back(error);
    for (std::size_t i = 1; i < terms_.size(); ++i) {
        double high, low, partial;
        exact::twoProduct(terms_[i], factor, high, low);
        exact::twoSum(q, low, partial, error);
        if (error != 0.0) out.terms_.push_back(error);
        exact::twoSum(high, partial, q, error);
        if (error != 0.0) out.terms_.push_back(error);
    }
    if (q != 0.0) out.terms_.push_back(q);
    return out;
}

ExactReal operator*(const ExactReal& a, const ExactReal& b) {
    ExactReal out;
    for (const double term : b.terms_) out = out + a.scaled(term);
    return out;
}

namespace {

ExactVec3 minus(const ExactVec3& u, const ExactVec3& v) { return {u[0] - v[0], u[1] - v[1], u[2] - v[2]}; }
ExactReal dot(const ExactVec3& u, const ExactVec3& v) { return u[0] * v[0] + u[1] * v[1] + u[2] * v[2]; }
ExactVec3 cross(const ExactVec3& u, const ExactVec3& v) {
    return {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
}
bool isZero(const ExactVec3& v) { return v[0].sign() == 0 && v[1].sign() == 0 && v[2].sign() == 0; }

/// A nonzero exact vector's direction rounded to unit length: each
/// component's estimate is within a few ulps of the exact one, so the direction
/// is right to rounding however short the vector is. Scaled first by the
/// largest component, so the squares neither underflow nor overflow.
Vec3<double> roundedUnitOf(const ExactVec3& v) {
    Vec3<double> out{v[0].estimate(), v[1].estimate(), v[2].estimate()};
    out /= std::max(std::abs(out.x), std::max(std::abs(out.y), std::abs(out.z)));
    return out / std::sqrt(out.x * out.x + out.y * out.y + out.z * out.z);
}

/// The sign of max(x, y) from the signs of x and y.
int maxSign(int x, int y) { return std::max(x, y); }

/// Sign of the separation between [min(s0, s1), max(s0, s1)] and [-H, H]:
/// max(min(s0, s1) - H, -H - max(s0, s1)); min(x, y) has the smaller sign.
int intervalAgainstSlabSign(const ExactReal& s0, const ExactReal& s1, const ExactReal& half) {
    const int above = std::min((s0 - half).sign(), (s1 - half).sign());
    const int below = std::min((-half - s0).sign(), (-half - s1).sign());
    return maxSign(above, below);
}

/// |s0 . L| - sum_j H_j |L_j| on L = e_i x d: the segment projects to the one
/// point s0 . L (L is perpendicular to d), the box to +-sum_j H_j |L_j|.
ExactReal edgeSegmentGap(const std::array<ExactReal, 3>& half, int i, const ExactVec3& s0, const ExactVec3& d,
                         ExactVec3& direction) {
    ExactVec3 unit{ExactReal(), ExactReal(), ExactReal()};
    unit[static_cast<std::size_t>(i)] = ExactReal(1.0);
    direction = cross(unit, d);
    ExactReal radius;
    for (std::size_t j = 0; j < 3; ++j) radius = radius + half[j] * direction[j].abs();
    return dot(s0, direction).abs() - radius;
}

/// Sign of the SAT of segment [s0, s1] against the box [-H, H]^3: the
/// largest separation over the three face axes and the three e_i x d
/// (Ericson, RTCD 5.3.3: these six axes are complete for a segment and a box).
int segmentAgainstBoxSign(const std::array<ExactReal, 3>& half, const ExactVec3& s0, const ExactVec3& s1) {
    int best = -1;
    for (std::size_t i = 0; i < 3; ++i) best = maxSign(best, intervalAgainstSlabSign(s0[i], s1[i], half[i]));
    if (best > 0) return best;
    const ExactVec3 d = minus(s1, s0);
    for (int i = 0; i < 3; ++i) {
        ExactVec3 direction;
        const ExactReal gap = edgeSegmentGap(half, i, s0, d, direction);
        if (!isZero(direction)) best = maxSign(best, gap.sign());
    }
    return best;
}

} // namespace

ExactVec3 exactVec(const Vec3<double>& v) { return {ExactReal(v.x), ExactReal(v.y), ExactReal(v.z)}; }

int pointSegmentSign(const ExactVec3& x, const ExactVec3& p0, const ExactVec3& p1, const ExactReal& radiusSquared) {
    const ExactVec3 d = minus(p1, p0);
    const ExactVec3 w = minus(x, p0);
    const ExactReal lengthSquared = dot(d, d);
    const ExactReal along = dot(w, d);
    // Ericson, RTCD 5.1.2: the closest point is p0 (along <= 0), p1 (along >= |d|^2) or p0 + (along / |d|^2) d,
    // whose squared distance |w|^2 - along^2 / |d|^2 is compared multiplied by |d|^2 > 0.
    if (lengthSquared.sign() == 0 || along.sign() <= 0) return (dot(w, w) - radiusSquared).sign();
    if ((along - lengthSquared).sign() >= 0) {
        const ExactVec3 fromEnd = minus(x, p1);
        return (dot(fromEnd, fromEnd) - radiusSquared).sign();
    }
    return ((dot(w, w) - radiusSquared) * lengthSquared - along * along).sign();
}

int segmentSegmentSign(const ExactVec3& p0, const ExactVec3& p1, const ExactVec3& q0, const ExactVec3& q1,
                       const ExactReal& radiusSquared) {
    // The squared distance over the parameter square [0, 1]^2 is convex: its minimum is the lines' closest
    // pair when that lies inside the square, otherwise on the square's boundary, where it is one end point's
    // distance to the other segment. So dist^2 = min(those four, the interior candidate) and the sign of
    // dist^2 - R^2 is the smallest of their signs.
    int best = std::min({pointSegmentSign(p0, q0, q1, radiusSquared), pointSegmentSign(p1, q0, q1, radiusSquared),
                         pointSegmentSign(q0, p0, p1, radiusSquared), pointSegmentSign(q1, p0, p1, radiusSquared)});
    if (best < 0) return best;
    const ExactVec3 d1 = minus(p1, p0), d2 = minus(q1, q0), r = minus(p0, q0);
    const ExactVec3 normal = cross(d1, d2);
    const ExactReal denominator = dot(normal, normal); // = |d1|^2 |d2|^2 - (d1 . d2)^2 (Lagrange's identity)
    if (denominator.sign() == 0) return best;          // parallel, or a point: the boundary holds the minimum
    const ExactReal a = dot(d1, d1), b = dot(d1, d2), c = dot(d1, r), e = dot(d2, d2), f = dot(d2, r);
    // Ericson, RTCD 5.1.9: s = (b f - c e) / denominator, t = (a f - b c) / denominator.
    const ExactReal sNumerator = b * f - c * e, tNumerator = a * f - b * c;
    const bool inside = sNumerator.sign() >= 0 && (denominator - sNumerator).sign() >= 0 && tNumerator.sign() >= 0 &&
                        (denominator - tNumerator).sign() >= 0;
    if (!inside) return best;
    // The lines' distance is |r . n| / |n|.
    const ExactReal along = dot(r, normal);
    return std::min(best, (along * along - radiusSquared * denominator).sign());
}

ExactVec3 toBoxFrame(const Obb3<double>& box, const Vec3<double>& p) {
    ExactVec3 offset;
    for (int k = 0; k < 3; ++k) offset[static_cast<std::size_t>(k)] = ExactReal(p[k]) - ExactReal(box.center[k]);
    ExactVec3 out;
    for (std::size_t i = 0; i < 3; ++i) {
        const Vec3<double>& axis = box.axes[i];
        out[i] = offset[0].scaled(axis.x) + offset[1].scaled(axis.y) + offset[2].scaled(axis.z);
    }
    return out;
}

int segmentBoxSign(const Vec3<double>& halfExtents, const ExactVec3& s0, const ExactVec3& s1, double radius) {
    const std::array<ExactReal, 3> half{ExactReal(halfExtents.x), ExactReal(halfExtents.y), ExactReal(halfExtents.z)};
    if (radius == 0.0) return segmentAgainstBoxSign(half, s0, s1) > 0 ? 1 : 0;
    // The box widened by r is the union of three boxes, each widened by r along one axis only, and the twelve
    // edges' capsules of radius r (a point within r of the box has its nearest box point inside a face, giving
    // the first, or on an edge or corner, giving the second); for r > 0 its interior is also the union of
    // their interiors. So the segment's sign is the smallest of its signs against those fifteen pieces.
    int best = 1;
    for (std::size_t i = 0; i < 3 && best > -1; ++i) {
        std::array<ExactReal, 3> widened = half;
        widened[i] = half[i] + ExactReal(radius);
        best = std::min(best, segmentAgainstBoxSign(widened, s0, s1));
    }
    const ExactReal radiusSquared = ExactReal(radius) * ExactReal(radius);
    for (int i = 0; i < 3 && best > -1; ++i) {
        const int j = (i + 1) % 3, k = (i + 2) % 3;
        for (int corner = 0; corner < 4 && best > -1; ++corner) {
            Vec3<double> from{}, to{};
            from[i] = -halfExtents[i];
            to[i] = halfExtents[i];
            from[j] = to[j] = (corner & 1) != 0 ? halfExtents[j] : -halfExtents[j];
            from[k] = to[k] = (corner & 2) != 0 ? halfExtents[k] : -halfExtents[k];
            best = std::min(best, segmentSegmentSign(s0, s1, exactVec(from), exactVec(to), radiusSquared));
        }
    }
    return best;
}

int boxFaceAxisSign(double halfExtent, const ExactReal& s0, const ExactReal& s1, double radius) {
    return intervalAgainstSlabSign(s0, s1, ExactReal(halfExtent) + ExactReal(radius));
}

int boxEdgeSegmentAxisSign(const Vec3<double>& halfExtents, int i, const ExactVec3& s0, const ExactVec3& s1, double radius,
                           bool& isAxis, Vec3<double>* unit) {
    const std::array<ExactReal, 3> half{ExactReal(halfExtents.x), ExactReal(halfExtents.y), ExactReal(halfExtents.z)};
    ExactVec3 direction;
    const ExactReal gap = edgeSegmentGap(half, i, s0, minus(s1, s0), direction);
    isAxis = !isZero(direction);
    if (!isAxis) return 0;
    if (unit != nullptr) *unit = roundedUnitOf(direction);
    // gap - r |L|: with r > 0 a gap <= 0 gives a negative sign; a positive one is compared squared.
    if (radius == 0.0 || gap.sign() <= 0) return radius == 0.0 ? gap.sign() : -1;
    const ExactReal radiusSquared = ExactReal(radius) * ExactReal(radius);
    return (gap * gap - radiusSquared * dot(direction, direction)).sign();
}

int segmentCrossAxisSign(const ExactVec3& p0, const ExactVec3& p1, const ExactVec3& q0, const ExactVec3& q1,
                         const ExactReal& radius, bool& isAxis, Vec3<double>* unit) {
    const ExactVec3 normal = cross(minus(p1, p0), minus(q1, q0));
    isAxis = !isZero(normal);
    if (!isAxis) return 0;
    if (unit != nullptr) *unit = roundedUnitOf(normal);
    const ExactReal along = dot(minus(q0, p0), normal).abs();
    if (radius.sign() == 0) return along.sign();
    if (along.sign() == 0) return -1;
    return (along * along - radius * radius * dot(normal, normal)).sign();
}

} // namespace sat::detail::round3
