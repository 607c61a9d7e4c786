// obb3_batch (batch_family.hpp): sat::batch on Obb3Soa against FCL and ODE
// per-pair tests writing the same bitmask.

#include <map>
#include <memory>

#include "batch_family.hpp"
#include "families3d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

using Soa3 = sat::batch::Obb3Soa;
constexpr const char* kFamily = "obb3_batch";
/// Centre, 9 rotation entries and half extents of both boxes.
constexpr double kBytesPerPair = 2.0 * 15.0 * sizeof(float);

/// In cache: obb3_bool's own pairs, so the peers read their own forms.
const SoaPairs<Soa3>& inCache(Scenario scenario) {
    static std::map<Scenario, SoaPairs<Soa3>> cache;
    auto found = cache.find(scenario);
    if (found == cache.end()) found = cache.emplace(scenario, toSoa<Soa3>(obb3Data(scenario).pairs)).first;
    return found->second;
}

/// Streaming: one scenario's 4 M pairs at a time.
struct StreamingSlot {
    Scenario scenario = Scenario::Sep10;
    std::unique_ptr<SoaPairs<Soa3>> pairs;
};
StreamingSlot& streamingSlot() {
    static StreamingSlot slot;
    return slot;
}

const SoaPairs<Soa3>& streaming(Scenario scenario) {
    StreamingSlot& slot = streamingSlot();
    if (!slot.pairs || slot.scenario != scenario) {
        slot.pairs.reset();
        releaseStreaming2d();
        slot.pairs = std::make_unique<SoaPairs<Soa3>>(toSoa<Soa3>(makeObb3Pairs(scenario, kPairsStreaming, seedOf(13, scenario), Judge::FastTests)));
        slot.scenario = scenario;
    }
    return *slot.pairs;
}

template <class Impl> void registerPeer(Scenario scenario) {
    benchmark::RegisterBenchmark(batchName(kFamily, scenario, Impl::kName, kPairsInCache).c_str(),
                                 [scenario](benchmark::State& state) {
                                     const Data3d& data = obb3Data(scenario);
                                     timeBitmask<Impl>(state, data, data.pairs.size());
                                 });
}

} // namespace

void releaseStreaming3d() { streamingSlot().pairs.reset(); }

void checkBatch3d(AgreementCheck& check) {
    for (const NamedKernel& named : namedKernels()) {
        AgreementRow row;
        for (Scenario scenario : kScenarios) {
            const SoaPairs<Soa3>& pairs = inCache(scenario);
            std::vector<std::uint64_t> mask(sat::batch::maskWords(pairs.size()));
            runKernel(named.kernel, pairs, mask);
            row = compareMask(kFamily, named.name.c_str(), scenario, pairs, mask, row);
        }
        check.add(row);
    }
}

void registerBatch3d() {
    for (Scenario scenario : kScenarios) {
        for (const NamedKernel& named : namedKernels()) {
            const auto kernel = named.kernel;
            benchmark::RegisterBenchmark(batchName(kFamily, scenario, named.name.c_str(), kPairsInCache).c_str(),
                                         [scenario, kernel](benchmark::State& state) {
                                             timeKernel(state, kernel, inCache(scenario), kBytesPerPair);
                                         });
        }
        registerPeer<Single<impl3d::Satlab>>(scenario);
        registerPeer<impl3d::FclObbOverlap>(scenario);
        registerPeer<impl3d::FclObbDisjoint>(scenario);
        registerPeer<impl3d::OdeBoxTouchesBox>(scenario);
    }
    for (Scenario scenario : kScenarios) {
        benchmark::RegisterBenchmark(batchName(kFamily, scenario, "satlab", kPairsStreaming).c_str(),
                                     [scenario](benchmark::State& state) {
                                         timeKernel(state, std::nullopt, streaming(scenario), kBytesPerPair);
                                     });
    }
}

} // namespace bench
