// SPDX-License-Identifier: MIT
#pragma once
// parseScene's other readings of a scene text, kept callable for the tests
// and the fuzzer. Built into satlab::scene; not installed.

#include <optional>
#include <string>
#include <string_view>

#include "sat/scene.hpp"

namespace sat {

namespace detail {
/// parseScene without streaming: the whole text as one JSON document, then
/// read. The same scene or the same problems in the same order; parseScene
/// falls back to it when a file has problems. For tests and the fuzzer.
Scene parseSceneAsOneDocument(std::string_view text, const std::string& sourceName);
/// The reading parseScene tries first: one pass over the text with the JSON
/// grammar written out for a scene's values, the usual checks made on them.
/// The same scene as the other readings, or nothing when the text has any
/// problem or anything unusual (an escaped string, a "lesson", a byte order
/// mark): then parseScene reads it the usual way, which words the problems.
std::optional<Scene> parseSceneFast(std::string_view text);
/// The reading parseScene uses for a big text on a machine of several
/// cores: the top-level "shapes" array found by a scan of the brackets, its
/// elements parsed and read on `threads` threads, then the rest of the
/// document and the checks across shapes as usual. The same scene as the
/// other readings, or nothing when the text has any problem (or is not laid
/// out as the scan expects): then parseScene reads it the usual way, which
/// reports the problems. For tests and the fuzzer.
std::optional<Scene> parseSceneSplit(std::string_view text, const std::string& sourceName, unsigned threads);
} // namespace detail

} // namespace sat
