// SPDX-License-Identifier: MIT
// The exact path of the round 2D pairs on a thread with a 64 KiB stack, as an
// engine's worker threads have: touching pairs far from the origin, whose
// floating-point gap cannot be trusted, decided exactly without overflowing it.

#include <pthread.h>

#include <cstddef>
#include <vector>

#include <gtest/gtest.h>

#include "sat/round2d.hpp"

namespace {

using Vec = sat::Vec2<double>;
using Aabb = sat::Aabb2<double>;
using Obb = sat::Obb2<double>;
using Polygon = sat::ConvexPolygon2<double>;
using Circle = sat::Circle2<double>;
using Capsule = sat::Capsule2<double>;

constexpr std::size_t kSmallStackBytes = 64 * 1024;

/// Verdicts of touching pairs 2^24 + 0.5 from the origin, where every pair
/// touches along a 3-4-5 direction the floating-point filter cannot decide.
struct SmallStackVerdicts {
    std::vector<sat::Verdict> verdicts;
    std::vector<bool> overlaps;
};

void* decideTouchingPairsFarFromTheOrigin(void* out) {
    auto& result = *static_cast<SmallStackVerdicts*>(out);
    const Vec o{16777216.5, -1234.25};
    const Aabb box{o, {1, 1}};
    const Obb obb = Obb::fromAabb(box);
    const std::vector<Vec> squareCorners{o + Vec{-1, -1}, o + Vec{1, -1}, o + Vec{1, 1}, o + Vec{-1, 1}};
    const Polygon square = Polygon::make(squareCorners);
    // |(4, 5) - (1, 1)| = 5: end 0 touches the corner (1, 1) of the box.
    const Capsule capsule{o + Vec{4, 5}, o + Vec{8, 10}, 5};
    const Circle circle{o + Vec{4, 5}, 5};
    // Ends 0 of the two capsules are |(3, 4)| = 5 = 2 + 3 apart.
    const Capsule left{o, o + Vec{-2, -1}, 2};
    const Capsule right{o + Vec{3, 4}, o + Vec{5, 9}, 3};
    const Circle small{o, 2};
    const Circle large{o + Vec{3, 4}, 3};
    auto record = [&](const auto& a, const auto& b) {
        result.verdicts.push_back(sat::report(a, b).verdict);
        result.overlaps.push_back(sat::overlaps(a, b));
    };
    record(box, capsule);
    record(capsule, box);
    record(obb, capsule);
    record(square, capsule);
    record(capsule, square);
    record(box, circle);
    record(square, circle);
    record(left, right);
    record(left, large);
    record(small, large);
    return nullptr;
}

} // namespace

TEST(RoundExactPath, DecidesTouchingPairsOnA64KiBStack) {
    pthread_attr_t attributes;
    ASSERT_EQ(pthread_attr_init(&attributes), 0);
    ASSERT_EQ(pthread_attr_setstacksize(&attributes, kSmallStackBytes), 0);
    SmallStackVerdicts result;
    pthread_t thread;
    ASSERT_EQ(pthread_create(&thread, &attributes, decideTouchingPairsFarFromTheOrigin, &result), 0);
    ASSERT_EQ(pthread_join(thread, nullptr), 0);
    pthread_attr_destroy(&attributes);
    ASSERT_EQ(result.verdicts.size(), 10u);
    for (std::size_t i = 0; i < result.verdicts.size(); ++i) {
        EXPECT_EQ(result.verdicts[i], sat::Verdict::Touching) << "pair " << i;
        EXPECT_TRUE(result.overlaps[i]) << "pair " << i;
    }
}
