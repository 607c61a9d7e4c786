// SPDX-License-Identifier: MIT
// obb2_batch (batch_family.hpp): sat::batch on Obb2Soa against Box2D's
// per-pair tests writing the same bitmask.

#include "batch_family.hpp"
#include "families2d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

struct Batch2d {
    using Soa = sat::batch::Obb2Soa;
    static constexpr const char* kName = "obb2_batch";
    /// cx, cy, ux, uy, hx, hy of both boxes.
    static constexpr double kBytesPerPair = 2.0 * 6.0 * sizeof(float);
    static const Obb2Data& data(Scenario scenario) { return obb2Data(scenario); }
    static Obb2Pairs streamingPairs(Scenario scenario) {
        return makeObb2Pairs(scenario, kPairsStreaming, seedOf(12, scenario), Judge::FastTests);
    }
    static void releaseOthers() { releaseStreaming3d(); }
    using Peers = PeerList<Single<impl2d::Satlab>, impl2d::Box2dTestOverlap, impl2d::Box2dCollidePolygons>;
};

} // namespace

void releaseStreaming2d() { BatchFamily<Batch2d>::releaseStreaming(); }
void checkBatch2d(AgreementCheck& check) { BatchFamily<Batch2d>::check(check); }
void registerBatch2d() { BatchFamily<Batch2d>::registerAll(); }

} // namespace bench
