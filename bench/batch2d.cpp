// obb2_batch (batch_family.hpp): sat::batch on Obb2Soa against Box2D's
// per-pair tests writing the same bitmask.

#include <map>
#include <memory>

#include "batch_family.hpp"
#include "families2d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

using Soa2 = sat::batch::Obb2Soa;
constexpr const char* kFamily = "obb2_batch";
/// cx, cy, ux, uy, hx, hy of both boxes.
constexpr double kBytesPerPair = 2.0 * 6.0 * sizeof(float);

/// In cache: obb2_bool's own pairs, so the peers read their Box2D forms.
const SoaPairs<Soa2>& inCache(Scenario scenario) {
    static std::map<Scenario, SoaPairs<Soa2>> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) found = cache.emplace(scenario, toSoa<Soa2>(obb2Data(scenario).pairs)).first;
    return found->second;
}

/// Streaming: one scenario's 4 M pairs at a time.
struct StreamingSlot {
    Scenario scenario = Scenario::Sep10;
    std::unique_ptr<SoaPairs<Soa2>> pairs;
};
StreamingSlot& streamingSlot() {
    static StreamingSlot slot;
    return slot;
}

const SoaPairs<Soa2>& streaming(Scenario scenario) {
    StreamingSlot& slot = streamingSlot();
    if (!slot.pairs || slot.scenario != scenario) {
        slot.pairs.reset();
        releaseStreaming3d();
        slot.pairs = std::make_unique<SoaPairs<Soa2>>(toSoa<Soa2>(makeObb2Pairs(scenario, kPairsStreaming, seedOf(12, scenario), Judge::FastTests)));
        slot.scenario = scenario;
    }
    return *slot.pairs;
}

template <class Impl> void registerPeer(Scenario scenario) {
    benchmark::RegisterBenchmark(batchName(kFamily, scenario, Impl::kName, kPairsInCache).c_str(),
                                 [scenario](benchmark::State& state) {
                                     const Obb2Data& data = obb2Data(scenario);
                                     timeBitmask<Impl>(state, data, data.pairs.size());
                                 });
}

} // namespace

void releaseStreaming2d() { streamingSlot().pairs.reset(); }

void checkBatch2d(AgreementCheck& check) {
    for (const NamedKernel& named : namedKernels()) {
        AgreementRow row;
        for (Scenario scenario : kScenarios) {
            const SoaPairs<Soa2>& pairs = inCache(scenario);
            std::vector<std::uint64_t> mask(sat::batch::maskWords(pairs.size()));
            runKernel(named.kernel, pairs, mask);
            row = compareMask(kFamily, named.name.c_str(), scenario, pairs, mask, row);
        }
        check.add(row);
    }
}

void registerBatch2d() {
    for (Scenario scenario : kScenarios) {
        for (const NamedKernel& named : namedKernels()) {
            const auto kernel = named.kernel;
            benchmark::RegisterBenchmark(batchName(kFamily, scenario, named.name.c_str(), kPairsInCache).c_str(),
                                         [scenario, kernel](benchmark::State& state) {
                                             timeKernel(state, kernel, inCache(scenario), kBytesPerPair);
                                         });
        }
        registerPeer<Single<impl2d::Satlab>>(scenario);
        registerPeer<impl2d::Box2dTestOverlap>(scenario);
        registerPeer<impl2d::Box2dCollidePolygons>(scenario);
    }
    for (Scenario scenario : kScenarios) {
        benchmark::RegisterBenchmark(batchName(kFamily, scenario, "satlab", kPairsStreaming).c_str(),
                                     [scenario](benchmark::State& state) {
                                         timeKernel(state, std::nullopt, streaming(scenario), kBytesPerPair);
                                     });
    }
}

} // namespace bench
