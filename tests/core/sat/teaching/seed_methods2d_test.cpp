// SPDX-License-Identifier: MIT
// The app's list of 2D methods: which pairs each answers, that it runs each
// method like the method's own function, and that the teaching traces reach
// the same verdict as the fast tests.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <optional>

#include "core/sat/teaching/seed_pairs.hpp"
#include "sat/seed_methods2d.hpp"
#include "sat/seed_slips2d.hpp"
#include "sat/seeds2d.hpp"

namespace {

using sat::Aabb2;
using sat::Obb2;
using Shape = sat::Shape2<double>;
using sat::seeds::Method2;
using sat::seeds::runMethod;
using sat::test::Rng;
namespace seeds = sat::seeds;

Shape triangle() {
    const std::array<sat::Vec2<double>, 3> points{{{0, 0}, {2, 0}, {1, 2}}};
    return sat::ConvexPolygon2<double>::make(points);
}
Shape unitAabb(double x) { return Aabb2<double>{{x, 0}, {1, 1}}; }
Shape unitObb(double x, double angle) { return Obb2<double>::fromAngle({x, 0}, {1, 1}, angle); }

TEST(Methods2, ListedInEnumOrderWithReferenceFirst) {
    const auto list = seeds::methods2();
    ASSERT_FALSE(list.empty());
    for (std::size_t i = 0; i < list.size(); ++i) EXPECT_EQ(static_cast<std::size_t>(list[i].id), i);
    EXPECT_EQ(list[0].id, Method2::Reference);
    EXPECT_FALSE(list[0].reproducesSlip);
    EXPECT_TRUE(seeds::methodInfo(Method2::Slip003AngleWrap).reproducesSlip);
}

TEST(RunMethod, SeedMethodsDoNotApplyToPolygons) {
    for (const auto& info : seeds::methods2()) {
        if (info.id == Method2::Reference) continue;
        EXPECT_EQ(runMethod(info.id, triangle(), unitAabb(1)), std::nullopt) << info.name;
    }
}

TEST(RunMethod, ReferenceAnswersPolygonPairs) {
    EXPECT_EQ(runMethod(Method2::Reference, triangle(), unitAabb(1)), std::optional<bool>(true));
    EXPECT_EQ(runMethod(Method2::Reference, triangle(), unitAabb(5)), std::optional<bool>(false));
}

TEST(RunMethod, CentreDistanceNeedsTwoAabbs) {
    EXPECT_EQ(runMethod(Method2::Seed001CentreDistance, unitAabb(0), unitObb(1.9, 0.5)), std::nullopt);
    EXPECT_EQ(runMethod(Method2::Seed001CentreDistance, unitAabb(0), unitAabb(1.9)), std::optional<bool>(true));
}

TEST(RunMethod, TileTestTakesTheAabbOnEitherSide) {
    EXPECT_EQ(runMethod(Method2::Seed000ObbAabb, unitObb(0, 0.7854), unitAabb(2.43)), std::optional<bool>(false));
    EXPECT_EQ(runMethod(Method2::Seed000ObbAabb, unitAabb(2.43), unitObb(0, 0.7854)), std::optional<bool>(false));
    EXPECT_EQ(runMethod(Method2::Seed000ObbAabb, unitObb(0, 0.7854), unitObb(2, 0)), std::nullopt);
}

TEST(RunMethod, BoxMethodsTakeAnAabbAsAnUnturnedBox) {
    EXPECT_EQ(runMethod(Method2::Seed004CornerProjection, unitAabb(0), unitObb(2.40, 0.7854)), std::optional<bool>(true));
    EXPECT_EQ(runMethod(Method2::Seed003RotationMatrix, unitAabb(0), unitObb(2.43, 0.7854)), std::optional<bool>(false));
}

TEST(RunMethod, RunsEachBoxMethodLikeItsOwnFunction) {
    Rng rng(21);
    for (int i = 0; i < 2000; ++i) {
        const auto a = sat::test::randomObb<double>(rng);
        const auto b = sat::test::randomObb<double>(rng);
        const Shape sa = a;
        const Shape sb = b;
        ASSERT_EQ(runMethod(Method2::Seed000HalfWidth, sa, sb), seeds::seed000HalfWidth(a, b));
        ASSERT_EQ(runMethod(Method2::Seed003RotationMatrix, sa, sb), seeds::seed003RotationMatrix(a, b));
        ASSERT_EQ(runMethod(Method2::Seed004CornerProjection, sa, sb), seeds::seed004CornerProjection(a, b));
        ASSERT_EQ(runMethod(Method2::Reference, sa, sb), sat::overlaps(a, b));
    }
}

TEST(RunMethod, AnswersInFloatToo) {
    const sat::Shape2<float> a = Aabb2<float>{{0, 0}, {1, 1}};
    const sat::Shape2<float> near = Obb2<float>::fromAngle({2.40f, 0}, {1, 1}, 0.7853982f);
    const sat::Shape2<float> far = Obb2<float>::fromAngle({2.43f, 0}, {1, 1}, 0.7853982f);
    EXPECT_EQ(runMethod(Method2::Seed000ObbAabb, a, near), std::optional<bool>(true));
    EXPECT_EQ(runMethod(Method2::Seed000ObbAabb, a, far), std::optional<bool>(false));
}

TEST(Traces, ReachTheFastTestsVerdictOnRandomPairs) {
    Rng rng(22);
    int tested = 0;
    while (tested < 5000) {
        const auto a = sat::test::randomObb<double>(rng);
        const auto b = sat::test::randomObb<double>(rng);
        const auto tile = sat::test::randomAabb<double>(rng);
        // Away from touching the traces' full dot products and the fast
        // tests' shortcuts cannot round to different answers.
        if (std::abs(sat::test::boxSeparation(a, b)) < 1e-9 || std::abs(sat::test::boxSeparation(a, tile)) < 1e-9) continue;
        ++tested;
        ASSERT_EQ(seeds::traceSeed000HalfWidth(a, b).overlaps, seeds::seed000HalfWidth(a, b));
        ASSERT_EQ(seeds::traceSeed000ObbAabb(a, tile).overlaps, seeds::seed000ObbAabb(a, tile));
        ASSERT_EQ(seeds::traceSeed003RotationMatrix(a, b).overlaps, seeds::seed003RotationMatrix(a, b));
        ASSERT_EQ(seeds::traceSeed004CornerProjection(a, b).overlaps, seeds::seed004CornerProjection(a, b));
        ASSERT_EQ(seeds::traceSlip000SwappedProjections(a, b).overlaps, seeds::slip000SwappedProjections(a, b));
        const Aabb2<double> other{b.center, b.halfExtents};
        ASSERT_EQ(seeds::traceSeed001CentreDistance(tile, other).overlaps, seeds::seed001CentreDistance(tile, other));
    }
}

} // namespace
