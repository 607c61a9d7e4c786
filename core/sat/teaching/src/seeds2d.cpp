// SPDX-License-Identifier: MIT
// The seed articles' box tests, written from their methods (not their code).
// The maths and each method's cost are in docs/seed-methods.md.
#include "sat/seeds2d.hpp"

#include <cmath>
#include <cstddef>

#include "sat/detail/fast2d.hpp"

namespace sat::seeds {
namespace {

using sat::detail::dot;

template <class T> T component(Vec2<T> v, int index) { return index == 0 ? v.x : v.y; }

template <class T> Vec2<T> boxAxis(const Obb2<T>& box, int index) { return index == 0 ? box.axisX : box.axisY; }

/// The radius of `box` on `direction`. On the box's own axis the seeds use
/// the half extent itself, so that case is exact (dots 1 and 0, no epsilon).
template <class T> ProjectedRadius2<T> projectedRadius(const Obb2<T>& box, Vec2<T> direction, int ownIndex, T epsilon) {
    ProjectedRadius2<T> r{box.halfExtents.x, box.halfExtents.y, T(0), T(0), T(0)};
    if (ownIndex == 0) {
        r.absDotX = T(1);
    } else if (ownIndex == 1) {
        r.absDotY = T(1);
    } else {
        r.absDotX = std::abs(dot(direction, box.axisX)) + epsilon;
        r.absDotY = std::abs(dot(direction, box.axisY)) + epsilon;
    }
    r.radius = r.halfX * r.absDotX + r.halfY * r.absDotY;
    return r;
}

/// One projected-radius axis test; `owner`'s own axis number `index`.
template <class T> RadiusAxisTest2<T> radiusAxisTest(const Obb2<T>& a, const Obb2<T>& b, Role owner, int index, T epsilon) {
    RadiusAxisTest2<T> test;
    test.owner = owner;
    test.index = index;
    test.direction = boxAxis(owner == Role::A ? a : b, index);
    test.centreDistance = std::abs(dot(b.center - a.center, test.direction));
    test.a = projectedRadius(a, test.direction, owner == Role::A ? index : -1, epsilon);
    test.b = projectedRadius(b, test.direction, owner == Role::B ? index : -1, epsilon);
    test.separates = test.centreDistance > test.a.radius + test.b.radius;
    return test;
}

template <class Trace> void settleVerdict(Trace& trace) {
    for (std::size_t i = 0; i < trace.axes.size(); ++i) {
        if (trace.axes[i].separates) {
            trace.firstSeparatingAxis = static_cast<int>(i);
            break;
        }
    }
    trace.overlaps = trace.firstSeparatingAxis < 0;
}

template <class T> Interval<T> projectCorners(const std::array<Vec2<T>, 4>& corners, Vec2<T> axis) {
    Interval<T> span{dot(corners[0], axis), dot(corners[0], axis)};
    for (std::size_t c = 1; c < 4; ++c) {
        const T t = dot(corners[c], axis);
        span.min = t < span.min ? t : span.min;
        span.max = t > span.max ? t : span.max;
    }
    return span;
}

} // namespace

template <class T> bool seed000HalfWidth(const Obb2<T>& a, const Obb2<T>& b) {
    const Vec2<T> offset = b.center - a.center;
    // Both frames are orthonormal, so only two products between their axes
    // are distinct: |A.x . B.x| = |A.y . B.y| and |A.x . B.y| = |A.y . B.x|.
    const T cosine = std::abs(dot(a.axisX, b.axisX));
    const T sine = std::abs(dot(a.axisX, b.axisY));
    const Vec2<T> ha = a.halfExtents;
    const Vec2<T> hb = b.halfExtents;
    if (std::abs(dot(offset, a.axisX)) > ha.x + hb.x * cosine + hb.y * sine) return false;
    if (std::abs(dot(offset, a.axisY)) > ha.y + hb.x * sine + hb.y * cosine) return false;
    if (std::abs(dot(offset, b.axisX)) > hb.x + ha.x * cosine + ha.y * sine) return false;
    return std::abs(dot(offset, b.axisY)) <= hb.y + ha.x * sine + ha.y * cosine;
}

template <class T> bool seed000ObbAabb(const Obb2<T>& box, const Aabb2<T>& tile) {
    const Vec2<T> offset = tile.center - box.center;
    // axisY is axisX turned a quarter (Obb2's invariant), so |axisX.x| and
    // |axisX.y| are every dot product the tile's world axes need.
    const T alongX = std::abs(box.axisX.x);
    const T alongY = std::abs(box.axisX.y);
    const Vec2<T> hb = box.halfExtents;
    const Vec2<T> ht = tile.halfExtents;
    if (std::abs(dot(offset, box.axisY)) > hb.y + ht.x * alongY + ht.y * alongX) return false;
    if (std::abs(dot(offset, box.axisX)) > hb.x + ht.x * alongX + ht.y * alongY) return false;
    if (std::abs(offset.y) > ht.y + hb.x * alongY + hb.y * alongX) return false;
    return std::abs(offset.x) <= ht.x + hb.x * alongX + hb.y * alongY;
}

template <class T>
bool seed001CentreDistance(const Aabb2<T>& a, const Aabb2<T>& b, const TestHalfExtents2<T>& sizeA,
                           const TestHalfExtents2<T>& sizeB) {
    const T reachX = sizeA.x.value_or(a.halfExtents.x) + sizeB.x.value_or(b.halfExtents.x);
    const T reachY = sizeA.y.value_or(a.halfExtents.y) + sizeB.y.value_or(b.halfExtents.y);
    return std::abs(b.center.x - a.center.x) <= reachX && std::abs(b.center.y - a.center.y) <= reachY;
}

template <class T> bool seed003RotationMatrix(const Obb2<T>& a, const Obb2<T>& b, T epsilon) {
    // rotation[i][j] = A.axis_i . B.axis_j: column j is B's axis j seen from A.
    std::array<std::array<T, 2>, 2> rotation{};
    std::array<std::array<T, 2>, 2> absRotation{};
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            const auto row = static_cast<std::size_t>(i);
            const auto col = static_cast<std::size_t>(j);
            rotation[row][col] = dot(boxAxis(a, i), boxAxis(b, j));
            absRotation[row][col] = std::abs(rotation[row][col]) + epsilon;
        }
    }
    const Vec2<T> world = b.center - a.center;
    const std::array<T, 2> offset{dot(world, a.axisX), dot(world, a.axisY)}; // in A's frame
    for (std::size_t i = 0; i < 2; ++i) {
        const T radiusA = component(a.halfExtents, static_cast<int>(i));
        const T radiusB = b.halfExtents.x * absRotation[i][0] + b.halfExtents.y * absRotation[i][1];
        if (std::abs(offset[i]) > radiusA + radiusB) return false;
    }
    for (std::size_t j = 0; j < 2; ++j) {
        const T radiusA = a.halfExtents.x * absRotation[0][j] + a.halfExtents.y * absRotation[1][j];
        const T radiusB = component(b.halfExtents, static_cast<int>(j));
        if (std::abs(offset[0] * rotation[0][j] + offset[1] * rotation[1][j]) > radiusA + radiusB) return false;
    }
    return true;
}

template <class T> CornerFrame2<T> makeCornerFrame(const Obb2<T>& box) {
    CornerFrame2<T> frame;
    frame.corners = corners(box);
    frame.scaledAxes = {frame.corners[1] - frame.corners[0], frame.corners[3] - frame.corners[0]};
    for (std::size_t e = 0; e < 2; ++e) {
        // Dividing by the squared length puts the far end of the edge at
        // origin + 1: no square root, and every test is against [0, 1].
        frame.scaledAxes[e] /= dot(frame.scaledAxes[e], frame.scaledAxes[e]);
        frame.origins[e] = dot(frame.corners[0], frame.scaledAxes[e]);
    }
    return frame;
}

template <class T> bool seed004OverlapsOneWay(const CornerFrame2<T>& self, const CornerFrame2<T>& other) {
    for (std::size_t e = 0; e < 2; ++e) {
        const Interval<T> span = projectCorners(other.corners, self.scaledAxes[e]);
        if (span.min > T(1) + self.origins[e] || span.max < self.origins[e]) return false;
    }
    return true;
}

template <class T> bool seed004CornerProjection(const Obb2<T>& a, const Obb2<T>& b) {
    const CornerFrame2<T> frameA = makeCornerFrame(a);
    const CornerFrame2<T> frameB = makeCornerFrame(b);
    return seed004OverlapsOneWay(frameA, frameB) && seed004OverlapsOneWay(frameB, frameA);
}

// ------------------------------------------------------------------ traces

template <class T> RadiusTrace2<T> traceSeed000HalfWidth(const Obb2<T>& a, const Obb2<T>& b) {
    return traceSeed003RotationMatrix(a, b, T(0)); // same four axes and radii; 000 has no epsilon
}

template <class T> RadiusTrace2<T> traceSeed000ObbAabb(const Obb2<T>& box, const Aabb2<T>& tile) {
    const Obb2<T> tileBox = Obb2<T>::fromAabb(tile);
    RadiusTrace2<T> trace;
    trace.axes = {radiusAxisTest(box, tileBox, Role::A, 1, T(0)), radiusAxisTest(box, tileBox, Role::A, 0, T(0)),
                  radiusAxisTest(box, tileBox, Role::B, 1, T(0)), radiusAxisTest(box, tileBox, Role::B, 0, T(0))};
    settleVerdict(trace);
    return trace;
}

template <class T> RadiusTrace2<T> traceSeed003RotationMatrix(const Obb2<T>& a, const Obb2<T>& b, T epsilon) {
    RadiusTrace2<T> trace;
    trace.axes = {radiusAxisTest(a, b, Role::A, 0, epsilon), radiusAxisTest(a, b, Role::A, 1, epsilon),
                  radiusAxisTest(a, b, Role::B, 0, epsilon), radiusAxisTest(a, b, Role::B, 1, epsilon)};
    settleVerdict(trace);
    return trace;
}

template <class T>
CentreDistanceTrace2<T> traceSeed001CentreDistance(const Aabb2<T>& a, const Aabb2<T>& b, const TestHalfExtents2<T>& sizeA,
                                                   const TestHalfExtents2<T>& sizeB) {
    CentreDistanceTrace2<T> trace;
    const std::array<std::optional<T>, 4> custom{sizeA.x, sizeB.x, sizeA.y, sizeB.y};
    for (std::size_t k = 0; k < 2; ++k) {
        const int index = static_cast<int>(k);
        CentreDistanceAxis2<T>& axis = trace.axes[k];
        axis.index = index;
        axis.centreDistance = std::abs(component(b.center, index) - component(a.center, index));
        axis.halfA = custom[2 * k].value_or(component(a.halfExtents, index));
        axis.halfB = custom[2 * k + 1].value_or(component(b.halfExtents, index));
        axis.separates = axis.centreDistance > axis.halfA + axis.halfB;
    }
    settleVerdict(trace);
    return trace;
}

template <class T> CornerTrace2<T> traceSeed004CornerProjection(const Obb2<T>& a, const Obb2<T>& b) {
    const std::array<CornerFrame2<T>, 2> frames{makeCornerFrame(a), makeCornerFrame(b)};
    CornerTrace2<T> trace;
    for (std::size_t k = 0; k < 4; ++k) {
        const std::size_t self = k / 2;
        const std::size_t edge = k % 2;
        CornerAxisTest2<T>& test = trace.axes[k];
        test.owner = self == 0 ? Role::A : Role::B;
        test.index = static_cast<int>(edge);
        test.scaledAxis = frames[self].scaledAxes[edge];
        const Interval<T> span = projectCorners(frames[1 - self].corners, test.scaledAxis);
        test.other = {span.min - frames[self].origins[edge], span.max - frames[self].origins[edge]};
        test.separates = test.other.min > T(1) || test.other.max < T(0);
    }
    settleVerdict(trace);
    return trace;
}

#define SATLAB_SEEDS2D_INSTANTIATE(T)                                                                                            \
    template bool seed000HalfWidth<T>(const Obb2<T>&, const Obb2<T>&);                                                           \
    template bool seed000ObbAabb<T>(const Obb2<T>&, const Aabb2<T>&);                                                            \
    template bool seed001CentreDistance<T>(const Aabb2<T>&, const Aabb2<T>&, const TestHalfExtents2<T>&,                         \
                                           const TestHalfExtents2<T>&);                                                          \
    template bool seed003RotationMatrix<T>(const Obb2<T>&, const Obb2<T>&, T);                                                   \
    template CornerFrame2<T> makeCornerFrame<T>(const Obb2<T>&);                                                                 \
    template bool seed004OverlapsOneWay<T>(const CornerFrame2<T>&, const CornerFrame2<T>&);                                      \
    template bool seed004CornerProjection<T>(const Obb2<T>&, const Obb2<T>&);                                                    \
    template RadiusTrace2<T> traceSeed000HalfWidth<T>(const Obb2<T>&, const Obb2<T>&);                                           \
    template RadiusTrace2<T> traceSeed000ObbAabb<T>(const Obb2<T>&, const Aabb2<T>&);                                            \
    template RadiusTrace2<T> traceSeed003RotationMatrix<T>(const Obb2<T>&, const Obb2<T>&, T);                                   \
    template CentreDistanceTrace2<T> traceSeed001CentreDistance<T>(const Aabb2<T>&, const Aabb2<T>&, const TestHalfExtents2<T>&, \
                                                                   const TestHalfExtents2<T>&);                                  \
    template CornerTrace2<T> traceSeed004CornerProjection<T>(const Obb2<T>&, const Obb2<T>&);

SATLAB_SEEDS2D_INSTANTIATE(float)
SATLAB_SEEDS2D_INSTANTIATE(double)

} // namespace sat::seeds
