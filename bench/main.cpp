// satlab-bench: checks every implementation against the reference verdict,
// measures the memory bandwidth, then times the registered benchmarks
// (bench/README.md). `--check-only` stops after the agreement check.

#include <cstdio>
#include <cstring>

#include <benchmark/benchmark.h>

#include "agreement.hpp"
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

} // namespace

int main(int argc, char** argv) {
    const bool checkOnly = takeFlag(argc, argv, "--check-only");
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

    bench::initPeers3d();
    bench::AgreementCheck check;
    bench::checkFamilies2d(check);
    bench::checkFamilies3d(check);
    std::fputs(bench::agreementTable(check.rows()).c_str(), stderr);
    benchmark::AddCustomContext("agreement", bench::agreementJson(check.rows()));
    if (checkOnly) return 0;

    bench::registerFamilies2d();
    bench::registerFamilies3d();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
