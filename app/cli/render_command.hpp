// SPDX-License-Identifier: MIT
#pragma once
// `satlab render SCENE -o OUT.png|OUT.svg [...]`: a figure of a scene, or the
// whole window (--with-ui), rendered with no display (docs/figures.md).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace app {

/// The command line as given; runRenderCommand checks and resolves it.
struct RenderRequest {
    std::filesystem::path scene;
    std::filesystem::path output;  ///< .png or .svg
    std::string size;              ///< "WxH" in layout px; empty: 1280x800
    double scale = 1.0;            ///< output px per layout px
    int supersample = 2;           ///< PNG figures
    std::vector<std::string> pair; ///< A B, or empty
    std::string overlays;          ///< comma list; empty: all ("none" for none)
    std::string theme;             ///< light | dark; empty: light (figures)
    bool transparent = false;
    bool legend = false;
    bool caption = false;
    bool sceneView = false;             ///< keep the scene file's view instead of framing the shapes
    std::string view;                   ///< "X0,Y0,X1,Y1": show exactly this world rectangle; empty: frame
    bool withUi = false;                ///< the whole window, as the app shows it
    std::optional<std::uint64_t> frame; ///< `--frame N`: the frame of a recording (.satrec) to draw
    bool snags = false;                 ///< `--snags`: the snag map's markers over the figure (docs/snags.md)
    std::optional<std::size_t> snag;    ///< `--snag N` (implies --snags): the probe at snag N, its pair explained
};

/// Renders and writes the file (atomically). Returns 0, or 2 with a message
/// on `err` for bad input (no file is left behind then), 1 when no OpenGL
/// context can be made for a PNG.
int runRenderCommand(const RenderRequest& request, std::ostream& out, std::ostream& err);

} // namespace app
