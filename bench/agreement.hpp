// SPDX-License-Identifier: MIT
#pragma once
// The agreement check run before any timing: every implementation's verdict
// against the reference verdict (pairs.hpp) on every pair not within
// kNearTouching of touching. Disagreements are reported, never hidden:
// a peer that disagrees still gets timed, and its count is printed and put
// into the JSON output's context (key "agreement") for bench/report.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "pairs.hpp"

namespace bench {

struct AgreementRow {
    std::string family;
    std::string implementation;
    std::size_t judged = 0;            ///< pairs compared (all scenarios)
    std::size_t nearTouching = 0;      ///< pairs left out: within kNearTouching of touching
    std::size_t falseIntersecting = 0; ///< said "intersects", the reference says separated
    std::size_t falseSeparated = 0;    ///< said "separated", the reference says intersecting
    std::size_t wrongDistance = 0;     ///< distance rows: a distance off the peer's by more than the family allows
    std::string firstExample;          ///< "mix50 pair 17 (reference separation 0.0123)" or ""
    std::size_t disagreements() const { return falseIntersecting + falseSeparated + wrongDistance; }
};

/// Visitor (family.hpp) that compares each implementation with the reference.
/// "mix50 pair 17 (reference separation 0.0123)".
std::string agreementExample(Scenario scenario, std::size_t i, double separation);

class AgreementCheck {
public:
    template <class... Impls, class Data> void family(const char* name, const Data& (*dataOf)(Scenario)) {
        (check<Impls>(name, dataOf), ...);
    }
    /// A row computed elsewhere (the batch families compare whole bitmasks).
    void add(AgreementRow row) { rows_.push_back(std::move(row)); }
    const std::vector<AgreementRow>& rows() const { return rows_; }

private:
    template <class Impl, class Data> void check(const char* name, const Data& (*dataOf)(Scenario)) {
        AgreementRow row;
        row.family = name;
        row.implementation = Impl::kName;
        for (Scenario scenario : kScenarios) {
            const Data& data = dataOf(scenario);
            for (std::size_t i = 0; i < data.pairs.size(); ++i) {
                if (data.pairs.nearTouching(i)) {
                    ++row.nearTouching;
                    continue;
                }
                ++row.judged;
                const bool said = Impl::intersects(data, i);
                if (said == (data.pairs.intersects[i] != 0)) continue;
                ++(said ? row.falseIntersecting : row.falseSeparated);
                if (row.firstExample.empty()) row.firstExample = agreementExample(scenario, i, data.pairs.separation[i]);
            }
        }
        rows_.push_back(row);
    }
    std::vector<AgreementRow> rows_;
};

/// Human-readable table: every row, disagreeing ones marked.
std::string agreementTable(const std::vector<AgreementRow>& rows);
/// The rows as a JSON array (for the benchmark output's context).
std::string agreementJson(const std::vector<AgreementRow>& rows);

} // namespace bench
