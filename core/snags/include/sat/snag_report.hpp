// SPDX-License-Identifier: MIT
#pragma once
// findSnags's result as `satlab check --snags` prints it: a readable table or
// JSON (docs/snags.md, docs/cli.md).

#include <cstddef>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "sat/snags.hpp"

namespace sat {

/// Snags per layer: each 2D shape's group (empty: "(no layer)") in order of
/// first appearance, with the number of snags whose probe slides on it (a).
std::vector<std::pair<std::string, std::size_t>> snagCountsPerLayer(const Scene& scene, const SnagResult& result);

/// The table: a heading with the probe, the sink and where the tile size came
/// from, one row per snag, the counts per layer; or, with no walkable surface,
/// one sentence saying so. `source` names the scene or map.
void writeSnagTable(const Scene& scene, const SnagResult& result, const SnagOptions& options, const std::string& source,
                    std::ostream& out);

/// The JSON object: `snags: [{a, b, point, surface_normal, snag_axis, depth, travel, axis}]`
/// (a and b are shape names), `layers`, the counts and the numbers used.
void writeSnagJson(const Scene& scene, const SnagResult& result, const SnagOptions& options, std::ostream& out);

} // namespace sat
