// SPDX-License-Identifier: MIT
// satlab-bench: checks every implementation against the reference verdict,
// measures this machine's memory read bandwidth, then times the registered
// benchmarks (bench/README.md). `--check-only` stops after the agreement
// check. The check's rows, the bandwidth and the batch kernel go into the
// JSON output's context for bench/report.

#include <cstdio>
#include <cstring>
#include <string>

#include <benchmark/benchmark.h>

#include "agreement.hpp"
#include "bandwidth.hpp"
#include "sat/batch.hpp"
#include "suite.hpp"

namespace {

/// Removes `flag` from argv; true when it was there.
bool takeFlag(int& argc, char** argv, const char* flag) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], flag) != 0) continue;
        for (int j = i; j + 1 < argc; ++j) argv[j] = argv[j + 1];
        --argc;
        return true;
    }
    return false;
}

/// Returns the number of disagreeing rows.
std::size_t runAgreementCheck() {
    bench::AgreementCheck check;
    bench::checkFamilies2d(check);
    bench::checkDistance2d(check);
    bench::checkFamilies3d(check);
    bench::checkBatch2d(check);
    bench::checkBatch3d(check);
    bench::checkDistance3d(check);
    bench::checkNearTouching(check);
    bench::checkRound2d(check);
    bench::checkRound3d(check);
    std::fputs(bench::agreementTable(check.rows()).c_str(), stderr);
    benchmark::AddCustomContext("agreement", bench::agreementJson(check.rows()));
    std::size_t disagreeing = 0;
    for (const bench::AgreementRow& row : check.rows()) disagreeing += row.disagreements() != 0 ? 1U : 0U;
    return disagreeing;
}

void measureBandwidth() {
    const bench::Bandwidth bandwidth = bench::measureReadBandwidth();
    bench::setReadBandwidth(bandwidth.bytesPerSecond);
    std::fprintf(
        stderr, "single-core read bandwidth: %.2f GB/s (thread CPU time; %.2f GB/s wall), best of %d sums over %zu MiB\n",
        bandwidth.bytesPerSecond * 1e-9, bandwidth.wallBytesPerSecond * 1e-9, bandwidth.passes, bandwidth.bufferBytes >> 20U);
    benchmark::AddCustomContext("read_bandwidth_bytes_per_second", std::to_string(bandwidth.bytesPerSecond));
    benchmark::AddCustomContext("read_bandwidth_wall_bytes_per_second", std::to_string(bandwidth.wallBytesPerSecond));
    benchmark::AddCustomContext("read_bandwidth_buffer_bytes", std::to_string(bandwidth.bufferBytes));
}

} // namespace

int main(int argc, char** argv) {
    const bool checkOnly = takeFlag(argc, argv, "--check-only");
    // --no-check: straight to the timing (bench/compare, which starts many short processes).
    const bool noCheck = takeFlag(argc, argv, "--no-check");
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

    bench::initPeers3d();
    if (!noCheck) {
        const std::size_t disagreeing = runAgreementCheck();
        if (checkOnly) return disagreeing == 0 ? 0 : 3;
        measureBandwidth();
    }
    benchmark::AddCustomContext("batch_kernel", sat::batch::activeKernel());
    bench::registerFamilies2d();
    bench::registerDistance2d();
    bench::registerFamilies3d();
    bench::registerBatch2d();
    bench::registerBatch3d();
    bench::registerDistance3d();
    bench::registerNearTouching();
    bench::registerRound2d();
    bench::registerRound3d();
    bench::registerBandwidth();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
