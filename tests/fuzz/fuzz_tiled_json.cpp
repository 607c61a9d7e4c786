// SPDX-License-Identifier: MIT
// libFuzzer target for the Tiled JSON importer. Besides "no crash, no sanitizer report",
// it checks the importer's promises on every input:
//   - a rejected map throws TiledLoadError naming at least one problem
//     (any other exception escapes and is a finding);
//   - an imported scene saves to text that loads back to the same scene;
//   - every imported shape converts to a SAT shape without throwing.
// External tilesets resolve against a folder that does not exist.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "sat/tiled.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    const bool xml = first != std::string_view::npos && text[first] == '<';
    if (xml) return 0; // the other target covers it
    sat::TiledImportResult result;
    try {
        result = sat::importTiledMapText(text, "fuzz.tmj", "/nonexistent-satlab-fuzz");
    } catch (const sat::TiledLoadError& error) {
        if (error.problems().empty()) __builtin_trap();
        return 0;
    }
    const sat::Scene again = sat::parseScene(sat::serializeScene(result.scene), "saved.json"); // throwing is a finding
    if (!(again == result.scene)) __builtin_trap();
    for (const sat::SceneShape& shape : result.scene.shapes) (void)sat::toShape2<double>(shape.spec);
    return 0;
}
