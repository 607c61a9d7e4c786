// SPDX-License-Identifier: MIT
// obb3_batch (batch_family.hpp): sat::batch on Obb3Soa against FCL and ODE
// per-pair tests writing the same bitmask.

#include "batch_family.hpp"
#include "families3d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

struct Batch3d {
    using Soa = sat::batch::Obb3Soa;
    static constexpr const char* kName = "obb3_batch";
    /// Centre, 9 rotation entries and half extents of both boxes.
    static constexpr double kBytesPerPair = 2.0 * 15.0 * sizeof(float);
    static const Data3d& data(Scenario scenario) { return obb3Data(scenario); }
    static Obb3Pairs streamingPairs(Scenario scenario) {
        return makeObb3Pairs(scenario, kPairsStreaming, seedOf(13, scenario), Judge::FastTests);
    }
    static void releaseOthers() { releaseStreaming2d(); }
    using Peers = PeerList<Single<impl3d::Satlab>, impl3d::FclObbOverlap, impl3d::FclObbDisjoint, impl3d::OdeBoxTouchesBox>;
};

} // namespace

void releaseStreaming3d() { BatchFamily<Batch3d>::releaseStreaming(); }
void checkBatch3d(AgreementCheck& check) { BatchFamily<Batch3d>::check(check); }
void registerBatch3d() { BatchFamily<Batch3d>::registerAll(); }

} // namespace bench
