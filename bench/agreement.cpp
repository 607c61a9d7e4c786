// SPDX-License-Identifier: MIT
// The agreement check: every implementation's verdict against the reference before any timing.
#include "agreement.hpp"

#include <cstdio>

#include <nlohmann/json.hpp>

namespace bench {

std::string agreementExample(Scenario scenario, std::size_t i, double separation) {
    char text[96];
    std::snprintf(text, sizeof text, "%s pair %zu (reference separation %.6g)", scenarioName(scenario), i, separation);
    return text;
}

std::string agreementTable(const std::vector<AgreementRow>& rows) {
    std::string out = "agreement with the reference verdict (pairs within 1e-6 of touching left out):\n";
    char line[320];
    for (const AgreementRow& row : rows) {
        std::snprintf(line, sizeof line, "  %-16s %-26s %7zu judged  %s", row.family.c_str(), row.implementation.c_str(),
                      row.judged, row.disagreements() == 0 ? "agrees" : "DISAGREES");
        out += line;
        if (row.disagreements() != 0) {
            std::snprintf(
                line, sizeof line, " on %zu (%zu false 'intersects', %zu false 'separated', %zu wrong distances; first: %s)",
                row.disagreements(), row.falseIntersecting, row.falseSeparated, row.wrongDistance, row.firstExample.c_str());
            out += line;
        }
        out += '\n';
    }
    return out;
}

std::string agreementJson(const std::vector<AgreementRow>& rows) {
    nlohmann::json array = nlohmann::json::array();
    for (const AgreementRow& row : rows) {
        array.push_back({{"family", row.family},
                         {"implementation", row.implementation},
                         {"judged", row.judged},
                         {"near_touching", row.nearTouching},
                         {"false_intersecting", row.falseIntersecting},
                         {"false_separated", row.falseSeparated},
                         {"wrong_distance", row.wrongDistance},
                         {"first_example", row.firstExample}});
    }
    return array.dump();
}

} // namespace bench
