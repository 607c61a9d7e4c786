// SPDX-License-Identifier: MIT
// obb2_distance: SATlab's default report (distance included) against Box2D's GJK distance, one pair at a time.
//
//   satlab          sat::report(a, b) with default options on the float boxes: every axis, verdict, MTV,
//                   contacts and, for separated pairs, the Euclidean distance
//   satlab_f64      the same on the boxes widened to double (before any timing)
//   box2d_distance  b2Distance (GJK) on b2DistanceProxy's of the two polygons, the simplex cache reset for
//                   every pair as an engine's first query of a pair does; intersecting below 10 float
//                   epsilons, as b2TestOverlap
//
// The pairs are obb2_report's. Before any timing the agreement check compares every entry's verdict with the
// reference, and each SATlab entry's distance with b2Distance's on every pair (kDistanceAgreement).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include <box2d/b2_distance.h>

#include "agreement.hpp"
#include "data2d.hpp"
#include "family.hpp"
#include "suite.hpp"

namespace bench {
namespace {

/// obb2Data's pairs, their Box2D form, and the boxes in double.
struct Distance2dData : Obb2Data {
    std::vector<sat::Obb2<double>> a64, b64;
};

const Distance2dData& distance2dData(Scenario scenario) {
    static std::map<Scenario, Distance2dData> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) {
        Distance2dData data;
        static_cast<Obb2Data&>(data) = obb2Data(scenario);
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            data.a64.push_back(sat::castShape<double>(data.pairs.a[i]));
            data.b64.push_back(sat::castShape<double>(data.pairs.b[i]));
        }
        found = cache.emplace(scenario, std::move(data)).first;
    }
    return found->second;
}

struct SatlabDistance {
    static constexpr const char* kName = "satlab";
    static sat::Report2<float> run(const Distance2dData& data, std::size_t i) {
        return sat::report(data.pairs.a[i], data.pairs.b[i]);
    }
    static bool intersects(const Distance2dData& data, std::size_t i) { return run(data, i).verdict != sat::Verdict::Separated; }
    static double distance(const Distance2dData& data, std::size_t i) { return run(data, i).distance; }
};

struct SatlabDistance64 {
    static constexpr const char* kName = "satlab_f64";
    static sat::Report2<double> run(const Distance2dData& data, std::size_t i) { return sat::report(data.a64[i], data.b64[i]); }
    static bool intersects(const Distance2dData& data, std::size_t i) { return run(data, i).verdict != sat::Verdict::Separated; }
    static double distance(const Distance2dData& data, std::size_t i) { return run(data, i).distance; }
};

struct Box2dDistance {
    static constexpr const char* kName = "box2d_distance";
    static b2DistanceOutput run(const Distance2dData& data, std::size_t i) {
        b2DistanceInput input;
        input.proxyA.Set(&data.polygonA[i], 0);
        input.proxyB.Set(&data.polygonB[i], 0);
        input.transformA = data.transformA[i];
        input.transformB = data.transformB[i];
        input.useRadii = false;
        b2SimplexCache cache;
        cache.count = 0;
        b2DistanceOutput output;
        b2Distance(&output, &cache, &input);
        return output;
    }
    static bool intersects(const Distance2dData& data, std::size_t i) { return run(data, i).distance < 10.0F * b2_epsilon; }
    static double distance(const Distance2dData& data, std::size_t i) { return run(data, i).distance; }
};

/// How far SATlab's distance may lie from b2Distance's: both are computed in
/// float from the same float corners (up to |x| + |y| of about 12 here), so
/// each is within a few float roundings of that size of the exact distance
/// (docs/accuracy.md: 64 u R); 1e-5 is about 14 u R at R = 12.
constexpr double kDistanceAgreement = 1e-5;

/// Each SATlab entry's distance against b2Distance's on every pair not near
/// touching: separated pairs within kDistanceAgreement, intersecting ones 0.
template <class Impl> AgreementRow distanceRow() {
    AgreementRow row;
    row.family = "obb2_distance";
    row.implementation = std::string(Impl::kName) + " distance";
    double largest = 0.0;
    for (Scenario scenario : kScenarios) {
        const Distance2dData& data = distance2dData(scenario);
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            if (data.pairs.nearTouching(i)) {
                ++row.nearTouching;
                continue;
            }
            ++row.judged;
            const double mine = Impl::distance(data, i);
            const double peer = Box2dDistance::distance(data, i);
            const bool separated = data.pairs.intersects[i] == 0;
            if (separated) largest = std::max(largest, std::abs(mine - peer));
            if (separated ? std::abs(mine - peer) <= kDistanceAgreement : mine == 0.0) continue;
            ++row.wrongDistance;
            if (row.firstExample.empty()) {
                char text[160];
                std::snprintf(text, sizeof text, "%s pair %zu (distance %.9g, b2Distance %.9g)", scenarioName(scenario), i, mine,
                              peer);
                row.firstExample = text;
            }
        }
    }
    std::fprintf(stderr, "obb2_distance: %s's distance lies within %.3g of b2Distance's on the separated pairs (allowed %g)\n",
                 Impl::kName, largest, kDistanceAgreement);
    return row;
}

template <class Visitor> void forEachDistanceFamily2d(Visitor& visitor) {
    visitor.template family<SatlabDistance, SatlabDistance64, Box2dDistance>("obb2_distance", distance2dData);
}

} // namespace

void checkDistance2d(AgreementCheck& check) {
    forEachDistanceFamily2d(check);
    check.add(distanceRow<SatlabDistance>());
    check.add(distanceRow<SatlabDistance64>());
}

void registerDistance2d() {
    Registrar registrar;
    forEachDistanceFamily2d(registrar);
}

} // namespace bench
