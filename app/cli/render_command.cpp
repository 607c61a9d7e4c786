// SPDX-License-Identifier: MIT
// `satlab render`: checks every input before drawing anything, so bad input
// is a message and exit code 2 with no file written; the file itself is
// written atomically (temporary file + rename), so a failure leaves none.
#include "app/cli/render_command.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <ostream>

#include <imgui.h>

#include "app/cli/recording_commands.hpp"
#include "app/image/figure_png.hpp"
#include "app/image/offscreen_frame.hpp"
#include "app/image/png_file.hpp"
#include "sat/scene.hpp"
#include "sat/tiled.hpp"
#include "ui/draw/imgui_canvas.hpp"
#include "ui/editor/editor.hpp"
#include "ui/editor/editor_state.hpp"
#include "ui/figure/figure.hpp"
#include "ui/figure/figure_text.hpp"
#include "ui/model/snag_view.hpp"

namespace app {
namespace {

/// Bad input: the message for the user.
struct RenderError {
    std::string message;
};

ui::FigureFormat formatOf(const std::filesystem::path& output) {
    std::string extension = output.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".png") return ui::FigureFormat::Png;
    if (extension == ".svg") return ui::FigureFormat::Svg;
    throw RenderError{"the output must end in .png or .svg, got '" + output.string() + "'"};
}

/// "800x600" -> {800, 600}. Range checks come later (figureOptionsProblem).
glm::ivec2 parseSize(const std::string& text) {
    const std::size_t x = text.find_first_of("xX");
    glm::ivec2 size{0, 0};
    const auto number = [&](std::string_view part, int& value) {
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        return ec == std::errc() && end == part.data() + part.size() && !part.empty();
    };
    if (x == std::string::npos || !number(std::string_view(text).substr(0, x), size.x) ||
        !number(std::string_view(text).substr(x + 1), size.y))
        throw RenderError{"--size must be WIDTHxHEIGHT in pixels (e.g. 800x600), got '" + text + "'"};
    return size;
}

/// "X0,Y0,X1,Y1" -> the world rectangle --view shows. Order checks come later (figureOptionsProblem).
ui::WorldRect parseViewRect(const std::string& text) {
    double v[4] = {0, 0, 0, 0};
    std::size_t start = 0;
    for (int i = 0; i < 4; ++i) {
        const std::size_t comma = i < 3 ? text.find(',', start) : text.size();
        const std::string_view part = std::string_view(text).substr(start, comma == std::string::npos ? 0 : comma - start);
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v[i]);
        if (comma == std::string::npos || part.empty() || ec != std::errc() || end != part.data() + part.size())
            throw RenderError{"--view must be X0,Y0,X1,Y1 in world units (e.g. 0,-160,160,0), got '" + text + "'"};
        start = comma + 1;
    }
    return ui::WorldRect{{v[0], v[1]}, {v[2], v[3]}};
}

ui::FigureOptions figureOptions(const RenderRequest& request) {
    ui::FigureOptions options;
    if (!request.size.empty()) {
        const glm::ivec2 size = parseSize(request.size);
        options.width = size.x;
        options.height = size.y;
    }
    options.scale = request.scale;
    options.supersample = request.supersample;
    options.transparent = request.transparent;
    options.lightTheme = request.theme != "dark";
    options.legend = request.legend;
    options.caption = request.caption;
    if (!request.view.empty()) options.viewRect = parseViewRect(request.view);
    if (request.pair.size() == 2) options.pair = ui::InspectedPair{request.pair[0], request.pair[1]};
    if (!request.overlays.empty()) {
        std::string error;
        const auto toggles = ui::parseOverlayList(request.overlays, &error);
        if (!toggles) throw RenderError{"--overlays: " + error};
        options.overlays = *toggles;
    }
    if (const std::string problem = ui::figureOptionsProblem(options); !problem.empty()) throw RenderError{problem};
    return options;
}

void checkWithUiFlags(const RenderRequest& request) {
    if (!request.withUi) return;
    if (formatOf(request.output) != ui::FigureFormat::Png)
        throw RenderError{"--with-ui writes PNG only (the panels are not vector drawings)"};
    if (!request.theme.empty() || request.transparent || request.legend || request.caption || request.sceneView ||
        !request.view.empty())
        throw RenderError{"--theme, --transparent, --legend, --caption, --scene-view and --view are for figures; "
                          "--with-ui draws the window as the app shows it"};
}

sat::Scene loadScene(const std::filesystem::path& file, std::optional<std::uint64_t> frame) {
    try {
        if (isRecordingFile(file)) return loadRecordingFrame(file, frame.value_or(0)); // --frame N of a recording
        if (frame) throw RenderError{"--frame is for recordings (.satrec); " + file.string() + " is not one"};
        return sat::loadSceneOrTiledMap(file); // a scene, or a Tiled map imported on the fly
    } catch (const sat::SceneLoadError& error) {
        throw RenderError{error.what()};
    }
}

/// `--snags`, `--snag N`: the markers of the snag map over the figure (the map's own tile size), and at snag N
/// the probe added to the scene with its pair explained, as the Snags panel shows an inspected snag.
void addSnagMarkers(const RenderRequest& request, sat::Scene& scene, ui::FigureOptions& options) {
    if (!request.snags && !request.snag) return;
    if (request.withUi) throw RenderError{"--snags and --snag are for figures; --with-ui draws the window as it opens"};
    if (scene.is3d()) throw RenderError{request.scene.string() + ": --snags: a 3D scene has no snags (they are 2D)"};
    ui::SnagSettings settings;
    if (!isRecordingFile(request.scene)) {
        const glm::dvec2 tile = sat::openSceneOrTiledMap(request.scene).imported.tileSize;
        if (tile.x > 0.0 && tile.y > 0.0) settings.tileSize = tile;
    }
    const sat::SnagResult result = ui::findSceneSnags(scene, settings).result;
    options.snagMarkers = result.snags;
    if (!request.snag) return;
    if (*request.snag >= result.snags.size())
        throw RenderError{request.scene.string() + ": --snag " + std::to_string(*request.snag) + ": the map has " +
                          std::to_string(result.snags.size()) + " snags (numbered from 0)"};
    const sat::Snag& snag = result.snags[*request.snag];
    const std::string collider = scene.shapes[snag.b].name;
    scene = ui::sceneWithProbe(scene, ui::probeAtSnag(scene, result, snag));
    options.pair = ui::InspectedPair{scene.shapes.back().name, collider};
    options.inspectedSnag = request.snag;
}

/// The whole window, as `satlab SCENE` shows it, three frames in (panels size themselves).
Image renderWindow(const RenderRequest& request, const ui::FigureOptions& options) {
    std::string error;
    ui::Editor editor;
    if (!editor.openFile(request.scene, &error)) throw RenderError{error};
    if (options.pair) editor.select(options.pair->a, options.pair->b);
    else if (editor.state().document.scene().find("A") && editor.state().document.scene().find("B")) editor.select("A", "B");
    if (!request.overlays.empty()) {
        editor.state().view.toggles = options.overlays;
        editor.state().view.toggles.banner = true;
    }
    OffscreenFrameSpec spec;
    spec.displaySize = {options.width, options.height};
    spec.framebufferScale = static_cast<float>(options.scale);
    spec.frames = 3;
    spec.clear = {0.12f, 0.12f, 0.13f, 1.0f}; // the window's clear colour (platform.cpp)
    Image image;
    const auto draw = [&](int frame) {
        ui::FrameContext context;
        context.displayWidth = static_cast<float>(options.width);
        context.displayHeight = static_cast<float>(options.height);
        context.timeSeconds = frame / 60.0;
        editor.drawFrame(context);
    };
    if (!renderImGuiOffscreen(spec, draw, &image, &error)) throw RenderError{error};
    return image;
}

ui::Figure buildFigure(const sat::Scene& scene, const ui::FigureOptions& options, bool sceneView) {
    std::optional<ui::ViewTransform> view;
    ui::FigureOptions resolved = options;
    if (sceneView && scene.is3d() && scene.camera) {
        resolved.fitScene = false; // the figure looks through the scene's camera as it is (ui/figure/figure3d.hpp)
    } else if (sceneView && scene.view) {
        view.emplace();
        view->center = {scene.view->center.x, scene.view->center.y};
        view->zoom = scene.view->zoom;
        resolved.fitScene = false;
    }
    const ui::ImGuiCanvas measure(nullptr, ui::figureFont());
    return ui::buildFigure(scene, resolved, ui::AnalysisOptions{}, measure, view ? &*view : nullptr);
}

int render(const RenderRequest& request, std::ostream& out) {
    const ui::FigureFormat format = formatOf(request.output);
    checkWithUiFlags(request);
    ui::FigureOptions options = figureOptions(request);
    if (request.withUi && isRecordingFile(request.scene))
        throw RenderError{"--with-ui draws the window, which opens scenes; draw a recording's frame as a figure"};
    sat::Scene scene = loadScene(request.scene, request.frame);
    try {
        addSnagMarkers(request, scene, options);
    } catch (const sat::SnagOptionsError& error) {
        throw RenderError{request.scene.string() + ": " + error.what()};
    } catch (const sat::SceneLoadError& error) {
        throw RenderError{error.what()};
    }
    if (!request.withUi)
        if (const std::string problem = ui::figureProblem(scene, options); !problem.empty())
            throw RenderError{request.scene.string() + ": " + problem};
    std::string error;
    if (format == ui::FigureFormat::Svg) {
        OwnImGuiContext fonts(1.0f, false); // text is measured with the window's font
        if (!ui::writeFigureSvg(buildFigure(scene, options, request.sceneView), options.scale, request.output, &error))
            throw RenderError{error};
    } else {
        const auto gl = HeadlessGl::create(&error);
        if (!gl) throw std::runtime_error(error);
        Image image;
        if (request.withUi) {
            OwnImGuiContext imgui(static_cast<float>(options.scale), true);
            if (!imgui.ok()) throw std::runtime_error("cannot start ImGui's OpenGL3 backend");
            image = renderWindow(request, options);
        } else {
            OwnImGuiContext fonts(1.0f, false);
            const ui::Figure figure = buildFigure(scene, options, request.sceneView);
            if (!renderFigureImage(figure, options.scale, options.supersample, &image, &error)) throw RenderError{error};
        }
        if (!writePngAtomically(image, request.output, &error)) throw RenderError{error};
    }
    const glm::ivec2 size = options.outputSize();
    out << "wrote " << request.output.string() << " (" << size.x << "x" << size.y << " px)\n";
    return 0;
}

} // namespace

int runRenderCommand(const RenderRequest& request, std::ostream& out, std::ostream& err) {
    try {
        return render(request, out);
    } catch (const RenderError& error) {
        err << "satlab render: " << error.message << "\n";
        return 2;
    } catch (const std::runtime_error& error) {
        err << "satlab render: " << error.what() << "\n";
        return 1;
    }
}

} // namespace app
