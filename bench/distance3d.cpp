// SPDX-License-Identifier: MIT
// obb3_distance: SATlab's default report (distance included) against FCL's and Bullet's GJK distances, one pair at a time.
//
//   satlab                     sat::report(a, b) with default options on the float boxes: every axis, verdict, MTV,
//                              contacts and, for separated pairs, the Euclidean distance
//   satlab_f64                 the same on the boxes widened to double (before any timing)
//   fcl_distance               fcl::distance on two fcl::Boxd with their poses and a default DistanceRequest (libccd's
//                              GJK, the distance alone: no nearest points, no signed distance); < 0 when intersecting
//   bullet_gjk_closest_points  btGjkPairDetector::getClosestPoints on two btBoxShape with margin 0, with
//                              btVoronoiSimplexSolver and btGjkEpaPenetrationDepthSolver as btConvexConvexAlgorithm
//                              sets it up; the depth of the point it reports (> 0: the distance)
//
// The pairs are obb3_report's. Before any timing the agreement check compares every entry's verdict with the
// reference, and every entry's distance on the separated pairs with the full search over every feature pair
// (sat::detail::searchAllBoxFeatures) in double on the widened pairs (kDistanceAgreement).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include <fcl/narrowphase/distance.h>

#include "agreement.hpp"
#include "data3d.hpp"
#include "families3d.hpp"
#include "family.hpp"
#include "sat/detail/box_distance3.hpp"
#include "suite.hpp"

namespace bench {
namespace {

struct SatlabDistance3 {
    static constexpr const char* kName = "satlab";
    static sat::Report3<float> run(const Data3d& data, std::size_t i) { return sat::report(data.pairs.a[i], data.pairs.b[i]); }
    static bool intersects(const Data3d& data, std::size_t i) { return run(data, i).verdict != sat::Verdict::Separated; }
    static double distance(const Data3d& data, std::size_t i) { return run(data, i).distance; }
};

struct SatlabDistance3F64 {
    static constexpr const char* kName = "satlab_f64";
    static sat::Report3<double> run(const Data3d& data, std::size_t i) { return sat::report(data.a64[i], data.b64[i]); }
    static bool intersects(const Data3d& data, std::size_t i) { return run(data, i).verdict != sat::Verdict::Separated; }
    static double distance(const Data3d& data, std::size_t i) { return run(data, i).distance; }
};

struct FclDistance {
    static constexpr const char* kName = "fcl_distance";
    static double distance(const Data3d& data, std::size_t i) {
        const fcl::DistanceRequestd request;
        fcl::DistanceResultd result;
        return fcl::distance(&data.fclBoxA[i], data.fclPoseA[i], &data.fclBoxB[i], data.fclPoseB[i], request, result);
    }
    static bool intersects(const Data3d& data, std::size_t i) { return distance(data, i) <= 0.0; }
};

struct BulletGjkClosestPoints {
    static constexpr const char* kName = "bullet_gjk_closest_points";
    static inline btVoronoiSimplexSolver simplexSolver;
    static inline btGjkEpaPenetrationDepthSolver penetrationSolver;
    /// The reported point's depth (> 0 the distance, <= 0 penetration); NaN when it reports none.
    static double distance(const Data3d& data, std::size_t i) {
        btGjkPairDetector detector(data.bulletA[i].get(), data.bulletB[i].get(), &simplexSolver, &penetrationSolver);
        btDiscreteCollisionDetectorInterface::ClosestPointInput input;
        input.m_transformA = data.bulletTransformA[i];
        input.m_transformB = data.bulletTransformB[i];
        impl3d::BulletContactCount result;
        detector.getClosestPoints(input, result, nullptr);
        return result.count > 0 ? double(result.smallestDepth) : std::numeric_limits<double>::quiet_NaN();
    }
    static bool intersects(const Data3d& data, std::size_t i) { return distance(data, i) <= 0.0; }
};

/// The reference distances: the full search over every feature pair in
/// double on the widened pairs (0 for intersecting pairs).
const std::vector<double>& referenceDistances(Scenario scenario) {
    static std::map<Scenario, std::vector<double>> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) {
        const Data3d& data = obb3Data(scenario);
        std::vector<double> distances(data.pairs.size(), 0.0);
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            if (data.pairs.intersects[i] == 0) distances[i] = sat::detail::searchAllBoxFeatures(data.a64[i], data.b64[i]);
        }
        found = cache.emplace(scenario, std::move(distances)).first;
    }
    return found->second;
}

/// How far an entry's distance may lie from the reference on a separated
/// pair: 2e-5 units, on boxes of 0.5 to 3 units within 8 units of the origin.
/// SATlab's float entry starts from float coordinates (rounding about 5e-7
/// there), Bullet computes in float, FCL's GJK stops at a relative 1e-6.
constexpr double kDistanceAgreement = 2e-5;

/// An entry's distance against the reference on every pair not near
/// touching: separated pairs within kDistanceAgreement; for SATlab's
/// entries, intersecting pairs exactly 0 (the peers' numbers for those are
/// their own: a penetration depth or -1).
template <class Impl> AgreementRow distanceRow(bool zeroWhenIntersecting) {
    AgreementRow row;
    row.family = "obb3_distance";
    row.implementation = std::string(Impl::kName) + " distance";
    double largest = 0.0;
    for (Scenario scenario : kScenarios) {
        const Data3d& data = obb3Data(scenario);
        const std::vector<double>& reference = referenceDistances(scenario);
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            if (data.pairs.nearTouching(i)) {
                ++row.nearTouching;
                continue;
            }
            const bool separated = data.pairs.intersects[i] == 0;
            if (!separated && !zeroWhenIntersecting) continue;
            ++row.judged;
            const double mine = Impl::distance(data, i);
            const double error = std::abs(mine - reference[i]);
            if (separated) largest = std::max(largest, std::isnan(error) ? std::numeric_limits<double>::infinity() : error);
            if (separated ? error <= kDistanceAgreement : mine == 0.0) continue;
            ++row.wrongDistance;
            if (row.firstExample.empty()) {
                char text[160];
                std::snprintf(text, sizeof text, "%s pair %zu (distance %.9g, reference %.9g)", scenarioName(scenario), i, mine,
                              reference[i]);
                row.firstExample = text;
            }
        }
    }
    std::fprintf(stderr,
                 "obb3_distance: %s's distance lies within %.3g of the full search's on the separated pairs (allowed %g)\n",
                 Impl::kName, largest, kDistanceAgreement);
    return row;
}

/// How many separated pairs the feature walk certified (the rest would take
/// the full search), float and double, on the report's own normal.
void reportWalk() {
    std::size_t separated = 0, certifiedFloat = 0, certifiedDouble = 0;
    int mostSteps = 0;
    for (Scenario scenario : kScenarios) {
        const Data3d& data = obb3Data(scenario);
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            const sat::Report3<float> single = sat::report(data.pairs.a[i], data.pairs.b[i]);
            if (single.verdict != sat::Verdict::Separated) continue;
            ++separated;
            const auto walkFloat = sat::detail::boxDistanceFromFeatures(data.pairs.a[i], data.pairs.b[i], single.normal);
            const sat::Report3<double> wide = sat::report(data.a64[i], data.b64[i]);
            const auto walkDouble = sat::detail::boxDistanceFromFeatures(data.a64[i], data.b64[i], wide.normal);
            certifiedFloat += walkFloat.found ? 1U : 0U;
            certifiedDouble += walkDouble.found ? 1U : 0U;
            mostSteps = std::max({mostSteps, walkFloat.steps, walkDouble.steps});
        }
    }
    std::fprintf(stderr,
                 "obb3_distance: the feature walk certified %zu (float) and %zu (double) of %zu separated pairs, "
                 "in at most %d steps\n",
                 certifiedFloat, certifiedDouble, separated, mostSteps);
}

template <class Visitor> void forEachDistanceFamily3d(Visitor& visitor) {
    visitor.template family<SatlabDistance3, SatlabDistance3F64, FclDistance, BulletGjkClosestPoints>("obb3_distance", obb3Data);
}

} // namespace

void checkDistance3d(AgreementCheck& check) {
    forEachDistanceFamily3d(check);
    check.add(distanceRow<SatlabDistance3>(true));
    check.add(distanceRow<SatlabDistance3F64>(true));
    check.add(distanceRow<FclDistance>(false));
    check.add(distanceRow<BulletGjkClosestPoints>(false));
    reportWalk();
}

void registerDistance3d() {
    Registrar registrar;
    forEachDistanceFamily3d(registrar);
}

} // namespace bench
