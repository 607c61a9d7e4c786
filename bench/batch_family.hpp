// SPDX-License-Identifier: MIT
#pragma once
// The batch families (obb2_batch, obb3_batch): many pairs in one call, the
// answer a bitmask (bit i = pair i intersects). SATlab's sat::batch kernels
// read structures of arrays; the peers run their per-pair function in a
// loop that writes the same bitmask; "satlab_single" does the same with
// SATlab's own single-pair fast test.
//
// Two sizes: kPairsInCache (the per-pair families' own pairs, every
// implementation) and kPairsStreaming fresh pairs, far larger than any
// cache, for SATlab's kernel alone (the peers' forms of 4 M pairs would
// need gigabytes). Each SATlab entry reports `pct_of_memory_limit`: its
// pairs per second as a percentage of bandwidth / bytes_per_pair, with the
// read bandwidth main.cpp measured in the same run.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "agreement.hpp"
#include "bandwidth.hpp"
#include "family.hpp"
#include "sat/batch.hpp"

namespace bench {

inline constexpr std::size_t kPairsStreaming = 4'000'000;

/// Structure-of-arrays pairs with their reference verdicts.
template <class Soa> struct SoaPairs {
    Soa a, b;
    std::vector<std::uint8_t> intersects;
    std::vector<double> separation;
    std::size_t size() const { return a.size(); }
};

template <class Soa, class Pairs> SoaPairs<Soa> toSoa(const Pairs& pairs) {
    return {Soa::fromShapes(pairs.a), Soa::fromShapes(pairs.b), pairs.intersects, pairs.separation};
}

/// "obb2_batch/mix50/satlab/pairs:3200".
inline std::string batchName(const char* family, Scenario scenario, const char* implementation, std::size_t pairs) {
    return std::string(family) + "/" + scenarioName(scenario) + "/" + implementation + "/pairs:" + std::to_string(pairs);
}

/// Mask bits against the reference; pairs within kNearTouching are left out.
template <class Soa>
AgreementRow compareMask(const char* family, const char* implementation, Scenario scenario, const SoaPairs<Soa>& pairs,
                         std::span<const std::uint64_t> mask, AgreementRow row = {}) {
    row.family = family;
    row.implementation = implementation;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (std::abs(pairs.separation[i]) <= kNearTouching) {
            ++row.nearTouching;
            continue;
        }
        ++row.judged;
        const bool said = sat::batch::bit(mask, i);
        if (said == (pairs.intersects[i] != 0)) continue;
        ++(said ? row.falseIntersecting : row.falseSeparated);
        if (row.firstExample.empty()) row.firstExample = agreementExample(scenario, i, pairs.separation[i]);
    }
    return row;
}

/// `kernel` empty: the active kernel (what sat::batch::overlaps picks).
template <class Soa>
void runKernel(std::optional<sat::batch::Kernel> kernel, const SoaPairs<Soa>& pairs, std::span<std::uint64_t> mask) {
    if (kernel) {
        sat::batch::overlaps(*kernel, pairs.a, pairs.b, mask);
    } else {
        sat::batch::overlaps(pairs.a, pairs.b, mask);
    }
}

inline double shareOfOnes(std::span<const std::uint64_t> mask, std::size_t pairs) {
    std::size_t ones = 0;
    for (std::uint64_t word : mask) ones += static_cast<std::size_t>(__builtin_popcountll(word));
    return pairs == 0 ? 0.0 : static_cast<double>(ones) / static_cast<double>(pairs);
}

/// Times a SATlab kernel over all pairs; counters for the memory-bound limit.
template <class Soa>
void timeKernel(benchmark::State& state, std::optional<sat::batch::Kernel> kernel, const SoaPairs<Soa>& pairs,
                double bytesPerPair) {
    std::vector<std::uint64_t> mask(sat::batch::maskWords(pairs.size()));
    for (auto _ : state) {
        runKernel(kernel, pairs, mask);
        benchmark::DoNotOptimize(mask.data());
        benchmark::ClobberMemory();
    }
    const double processed = static_cast<double>(state.iterations()) * static_cast<double>(pairs.size());
    state.SetItemsProcessed(static_cast<std::int64_t>(processed));
    const double limitPairsPerSecond = readBandwidth() / bytesPerPair;
    state.counters["bytes_per_pair"] = bytesPerPair;
    state.counters["memory_limit_pairs_per_second"] = limitPairsPerSecond;
    if (limitPairsPerSecond > 0.0) {
        state.counters["pct_of_memory_limit"] = benchmark::Counter(100.0 * processed / limitPairsPerSecond,
                                                                   benchmark::Counter::kIsRate);
    }
    state.counters["intersecting_share"] = shareOfOnes(mask, pairs.size());
    // The last iteration's mask against the reference (the streaming pairs are
    // not in the agreement check that runs before timing).
    const AgreementRow row = compareMask("", "", Scenario::Sep10, pairs, mask);
    state.counters["disagreements"] = static_cast<double>(row.disagreements());
}

/// SATlab's single-pair fast test run pair by pair, named "satlab_single".
template <class Impl> struct Single {
    static constexpr const char* kName = "satlab_single";
    template <class Data> static bool intersects(const Data& data, std::size_t i) { return Impl::intersects(data, i); }
};

/// Bit i of `mask` = Impl::intersects(data, i): a per-pair test in a loop.
template <class Impl, class Data> void writeBitmask(const Data& data, std::size_t pairs, std::span<std::uint64_t> mask) {
    for (std::size_t word = 0; word < mask.size(); ++word) {
        std::uint64_t bits = 0;
        const std::size_t first = 64 * word;
        const std::size_t end = std::min(first + 64, pairs);
        for (std::size_t i = first; i < end; ++i) bits |= std::uint64_t{Impl::intersects(data, i)} << (i - first);
        mask[word] = bits;
    }
}

template <class Impl, class Data> void timeBitmask(benchmark::State& state, const Data& data, std::size_t pairs) {
    std::vector<std::uint64_t> mask(sat::batch::maskWords(pairs));
    for (auto _ : state) {
        writeBitmask<Impl>(data, pairs, mask);
        benchmark::DoNotOptimize(mask.data());
        benchmark::ClobberMemory();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(pairs));
    state.counters["intersecting_share"] = shareOfOnes(mask, pairs);
}

/// The kernels a run times by name: the active one as "satlab", then every
/// supported one as "satlab_<kernel>".
struct NamedKernel {
    std::string name;
    std::optional<sat::batch::Kernel> kernel;
};
inline std::vector<NamedKernel> namedKernels() {
    std::vector<NamedKernel> out{{"satlab", std::nullopt}};
    for (sat::batch::Kernel kernel :
         {sat::batch::Kernel::Scalar, sat::batch::Kernel::Sse2, sat::batch::Kernel::Avx2, sat::batch::Kernel::Avx512}) {
        if (sat::batch::isSupported(kernel)) out.push_back({std::string("satlab_") + sat::batch::kernelName(kernel), kernel});
    }
    return out;
}

/// One batch family's pairs, agreement check and benchmarks, from a
/// description F that gives
///   Soa, kName, kBytesPerPair (bytes of fields read per pair),
///   data(scenario)       the per-pair family's data (its pairs are the in-cache pairs),
///   streamingPairs(scenario)  kPairsStreaming fresh pairs of the scenario,
///   releaseOthers()      frees the other batch family's streaming pairs,
///   Peers                a type list of the per-pair implementations timed beside the kernels.
template <class... Impls> struct PeerList {};

template <class F> class BatchFamily {
public:
    using Soa = typename F::Soa;

    static void check(AgreementCheck& check) {
        for (const NamedKernel& named : namedKernels()) {
            AgreementRow row;
            for (Scenario scenario : kScenarios) {
                const SoaPairs<Soa>& pairs = inCache(scenario);
                std::vector<std::uint64_t> mask(sat::batch::maskWords(pairs.size()));
                runKernel(named.kernel, pairs, mask);
                row = compareMask(F::kName, named.name.c_str(), scenario, pairs, mask, row);
            }
            check.add(row);
        }
    }

    static void registerAll() {
        for (Scenario scenario : kScenarios) {
            for (const NamedKernel& named : namedKernels()) {
                const auto kernel = named.kernel;
                benchmark::RegisterBenchmark(batchName(F::kName, scenario, named.name.c_str(), kPairsInCache).c_str(),
                                             [scenario, kernel](benchmark::State& state) {
                                                 timeKernel(state, kernel, inCache(scenario), F::kBytesPerPair);
                                             });
            }
            registerPeers(scenario, typename F::Peers{});
        }
        for (Scenario scenario : kScenarios) {
            benchmark::RegisterBenchmark(
                batchName(F::kName, scenario, "satlab", kPairsStreaming).c_str(),
                [scenario](benchmark::State& state) { timeKernel(state, std::nullopt, streaming(scenario), F::kBytesPerPair); });
        }
    }

    /// Frees the streaming pairs (the other family's benchmarks need the memory).
    static void releaseStreaming() { streamingSlot().pairs.reset(); }

private:
    /// In cache: the per-pair family's own pairs, so the peers read their own forms.
    static const SoaPairs<Soa>& inCache(Scenario scenario) {
        static std::map<Scenario, SoaPairs<Soa>> cache;
        auto found = cache.find(scenario);
        if (found == cache.end()) found = cache.emplace(scenario, toSoa<Soa>(F::data(scenario).pairs)).first;
        return found->second;
    }

    /// Streaming: one scenario's pairs at a time.
    struct StreamingSlot {
        Scenario scenario = Scenario::Sep10;
        std::unique_ptr<SoaPairs<Soa>> pairs;
    };
    static StreamingSlot& streamingSlot() {
        static StreamingSlot slot;
        return slot;
    }
    static const SoaPairs<Soa>& streaming(Scenario scenario) {
        StreamingSlot& slot = streamingSlot();
        if (!slot.pairs || slot.scenario != scenario) {
            slot.pairs.reset();
            F::releaseOthers();
            slot.pairs = std::make_unique<SoaPairs<Soa>>(toSoa<Soa>(F::streamingPairs(scenario)));
            slot.scenario = scenario;
        }
        return *slot.pairs;
    }

    template <class... Impls> static void registerPeers(Scenario scenario, PeerList<Impls...>) {
        (registerPeer<Impls>(scenario), ...);
    }
    template <class Impl> static void registerPeer(Scenario scenario) {
        benchmark::RegisterBenchmark(batchName(F::kName, scenario, Impl::kName, kPairsInCache).c_str(),
                                     [scenario](benchmark::State& state) {
                                         const auto& data = F::data(scenario);
                                         timeBitmask<Impl>(state, data, data.pairs.size());
                                     });
    }
};

} // namespace bench
