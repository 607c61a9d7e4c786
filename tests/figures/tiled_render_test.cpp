// SPDX-License-Identifier: MIT
// End to end: every collider of a Tiled map lands where Tiled draws
// it. The map is imported and rendered by the real `satlab` (`import`, then
// `render --view`, or `render MAP` directly) into a PNG whose pixels are the
// map's own pixels times a zoom; the test works out independently, from the
// map file alone (tiled_truth.cpp: its own reader and Tiled's rules), where
// each collider is, and then looks at every pixel of the PNG:
//   - a pixel whose centre is inside some collider (at least kMargin px from
//     every outline) must be filled: not the background;
//   - a pixel outside every collider (as far from every outline) must be
//     the background, exactly: nothing may be drawn where Tiled draws no
//     collider (skipped polylines, hidden layers and objects);
//   - each collider must own interior pixels, and the colour most of them
//     have must be a shape's fill (the background blended with one palette
//     colour at the fill's opacity).
// Pixels within kMargin of an outline (the outline stroke, anti-aliasing)
// are not judged.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include <gtest/gtest.h>

#include "image_compare.hpp"
#include "render_run.hpp"
#include "tiled_truth.hpp"
#include "ui/draw/theme.hpp"

namespace {

namespace fs = std::filesystem;
using truth::Point;

constexpr double kMargin = 2.5;    ///< screen px around every outline that are not judged
constexpr double kRing = 4.0;      ///< screen px outside an outline counted as that collider's outside
constexpr double kMaxMiter = 12.0; ///< screen px a sharp corner's stroke may reach past it
constexpr int kBackgroundTolerance = 3;
constexpr int kFilledThreshold = 10; ///< some channel at least this far from the background

fs::path sharedMaps() {
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    const fs::path root = source != nullptr ? source : SATLAB_SOURCE_TREE;
    for (const fs::path& candidate : {root / ".." / "shared" / "data" / "maps", fs::path("/work/shared/data/maps")})
        if (fs::exists(candidate / "SOURCES.md")) return candidate;
    return {};
}

fs::path ownMap(const std::string& name) { return fs::path(SATLAB_SOURCE_TREE) / "tests" / "figures" / "maps" / name; }

/// The picture: map pixel (x, y) is at screen ((x - origin.x) * zoom, (y - origin.y) * zoom).
struct Picture {
    figures::RgbaImage image;
    Point origin;
    double zoom = 1;
};

/// `satlab render` of `scene` (a map, or the scene imported from it) showing exactly the map-pixel rectangle
/// from `origin` that `width` x `height` screen px hold at `zoom`: --view takes world units, y up, so map
/// rectangle [x0, x1] x [y0, y1] is the world rectangle x0,-y1,x1,-y0.
Picture render(const e2e::Sandbox& sandbox, const fs::path& scene, Point origin, double zoom, int width, int height,
               const std::string& name) {
    const double x1 = origin.x + width / zoom, y1 = origin.y + height / zoom;
    std::ostringstream view;
    view.precision(17);
    view << origin.x << "," << -y1 << "," << x1 << "," << -origin.y;
    const fs::path out = sandbox.file(name + ".png");
    const auto run = figures::render(sandbox, scene, out,
                                     {"--size", std::to_string(width) + "x" + std::to_string(height), "--view", view.str(),
                                      "--overlays", "none", "--supersample", "1"});
    EXPECT_EQ(run.exitCode, 0) << run.errors;
    Picture picture{figures::loadPng(out), origin, zoom};
    EXPECT_EQ(picture.image.width, width);
    EXPECT_EQ(picture.image.height, height);
    return picture;
}

/// The map-pixel rectangle that holds every collider, with a border.
void framing(const truth::MapTruth& map, double border, Point& lo, Point& hi) {
    lo = {INFINITY, INFINITY};
    hi = {-INFINITY, -INFINITY};
    for (const auto& region : map.regions)
        for (const Point p : region.ring) {
            lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
            hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
        }
    lo = {std::floor(lo.x - border), std::floor(lo.y - border)};
    hi = {std::ceil(hi.x + border), std::ceil(hi.y + border)};
}

struct Rgb {
    int r, g, b;
};

Rgb pixel(const figures::RgbaImage& image, int x, int y) {
    return {image.channel(x, y, 0), image.channel(x, y, 1), image.channel(x, y, 2)};
}
int distance(Rgb a, Rgb b) { return std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)}); }
Rgb toRgb(const ui::Rgba& c) {
    const auto byte = [](float v) { return static_cast<int>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f)); };
    return {byte(c.r), byte(c.g), byte(c.b)};
}

/// A shape's fill over the light background: a palette colour at the viewport's fill opacity
/// (0.22, or 0.34 for the figure's selected pair; ui/draw/scene_draw.cpp).
bool isShapeFill(Rgb colour) {
    const ui::Rgba background = ui::Theme::light().background;
    for (std::size_t k = 0; k < 16; ++k) {
        const ui::Rgba c = ui::paletteColor(k);
        for (const float alpha : {0.22f, 0.34f}) {
            const ui::Rgba blended{background.r + (c.r - background.r) * alpha, background.g + (c.g - background.g) * alpha,
                                   background.b + (c.b - background.b) * alpha, 1.0f};
            if (distance(colour, toRgb(blended)) <= 4) return true;
        }
    }
    return false;
}

bool isConvex(const std::vector<Point>& ring) {
    int sign = 0;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const Point a = ring[i], b = ring[(i + 1) % ring.size()], c = ring[(i + 2) % ring.size()];
        const double cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
        if (std::abs(cross) < 1e-12) continue;
        const int s = cross > 0 ? 1 : -1;
        if (sign != 0 && s != sign) return false;
        sign = s;
    }
    return true;
}

struct Verdict {
    long insidePixels = 0, outsidePixels = 0;
    std::vector<long> insideOf, outsideOf;      ///< per region
    std::vector<std::map<int, long>> coloursOf; ///< per region: packed colour -> pixels covered by it alone
    std::vector<std::string> failures;          ///< the first few
    long failed = 0;
};

/// Judges every pixel of `picture` against the colliders of `map` (see the top of this file).
Verdict judge(const Picture& picture, const truth::MapTruth& map) {
    const figures::RgbaImage& image = picture.image;
    const Rgb background = toRgb(ui::Theme::light().background);
    const std::size_t count = map.regions.size();
    Verdict v;
    v.insideOf.assign(count, 0);
    v.outsideOf.assign(count, 0);
    v.coloursOf.assign(count, {});
    // Buckets of 16 x 16 screen px: the regions whose outline, grown by what is judged around it, reaches there.
    constexpr int kBucket = 16;
    const int bx = image.width / kBucket + 1, by = image.height / kBucket + 1;
    std::vector<std::vector<std::size_t>> buckets(static_cast<std::size_t>(bx * by));
    const double reach = (kMargin + std::max(kRing, kMaxMiter)) / picture.zoom + 1e-9;
    for (std::size_t r = 0; r < count; ++r) {
        Point lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
        for (const Point p : map.regions[r].ring) {
            lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
            hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
        }
        const auto cell = [&](double mapCoord, double origin, int limit) {
            return std::clamp(static_cast<int>(std::floor((mapCoord - origin) * picture.zoom / kBucket)), 0, limit - 1);
        };
        for (int j = cell(lo.y - reach, picture.origin.y, by); j <= cell(hi.y + reach, picture.origin.y, by); ++j)
            for (int i = cell(lo.x - reach, picture.origin.x, bx); i <= cell(hi.x + reach, picture.origin.x, bx); ++i)
                buckets[static_cast<std::size_t>(j * bx + i)].push_back(r);
    }
    const auto fail = [&](const std::string& message) {
        if (++v.failed <= 12) v.failures.push_back(message);
    };
    // Around a sharp corner the outline's mitred stroke reaches further out than kMargin: half the line width
    // (1 px) and a pixel of anti-aliasing, divided by sin(angle / 2), capped at kMaxMiter (ImGui caps its miters at 10x; the
    // sharpest corners of these maps reach 8 px). A concave polygon is drawn as convex pieces whose angles at its corners may be
    // sharper than its own: its corners get the cap.
    std::vector<std::vector<std::pair<Point, double>>> corners(count);
    for (std::size_t r = 0; r < count; ++r) {
        const auto& ring = map.regions[r].ring;
        const bool convex = isConvex(ring);
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const Point a = ring[(i + ring.size() - 1) % ring.size()], b = ring[i], c = ring[(i + 1) % ring.size()];
            const double angle = std::abs(std::atan2((a.x - b.x) * (c.y - b.y) - (a.y - b.y) * (c.x - b.x),
                                                     (a.x - b.x) * (c.x - b.x) + (a.y - b.y) * (c.y - b.y)));
            const double miter = convex ? 2.0 / std::max(std::sin(angle / 2), 1e-3) : kMaxMiter;
            const double reachPx = kMargin + std::min(kMaxMiter, miter);
            corners[r].push_back({b, reachPx / picture.zoom});
        }
    }
    std::vector<std::size_t> covering, beside;
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x) {
            const Point p{picture.origin.x + (x + 0.5) / picture.zoom, picture.origin.y + (y + 0.5) / picture.zoom};
            covering.clear();
            beside.clear();
            bool nearOutline = false;
            for (const std::size_t r : buckets[static_cast<std::size_t>((y / kBucket) * bx + x / kBucket)]) {
                const double d = truth::distanceToOutline(map.regions[r].ring, p) * picture.zoom;
                if (d < kMargin) nearOutline = true;
                for (const auto& [corner, radius] : corners[r])
                    if ((p.x - corner.x) * (p.x - corner.x) + (p.y - corner.y) * (p.y - corner.y) < radius * radius)
                        nearOutline = true;
                if (nearOutline) break;
                if (truth::contains(map.regions[r].ring, p)) covering.push_back(r);
                else if (d < kMargin + kRing) beside.push_back(r);
            }
            if (nearOutline) continue;
            const Rgb colour = pixel(image, x, y);
            const auto where = [&] {
                std::ostringstream text;
                text << "pixel (" << x << ", " << y << ") = map (" << p.x << ", " << p.y << ") rgb(" << colour.r << ","
                     << colour.g << "," << colour.b << ")";
                return text.str();
            };
            if (!covering.empty()) {
                ++v.insidePixels;
                for (const std::size_t r : covering) ++v.insideOf[r];
                if (covering.size() == 1) ++v.coloursOf[covering[0]][colour.r << 16 | colour.g << 8 | colour.b];
                if (distance(colour, background) < kFilledThreshold)
                    fail(where() + " is background inside " + map.regions[covering[0]].what);
            } else {
                ++v.outsidePixels;
                for (const std::size_t r : beside) ++v.outsideOf[r];
                if (distance(colour, background) > kBackgroundTolerance)
                    fail(where() + " is drawn where Tiled has no collider" +
                         (beside.empty() ? std::string() : " (beside " + map.regions[beside[0]].what + ")"));
            }
        }
    }
    return v;
}

/// Every region owns interior pixels, most of them in a shape's fill colour; returns how many regions have
/// judged pixels just outside them.
int expectEveryColliderFilled(const truth::MapTruth& map, const Verdict& v) {
    int withOutside = 0;
    for (std::size_t r = 0; r < map.regions.size(); ++r) {
        EXPECT_GT(v.insideOf[r], 0) << map.regions[r].what << ": no pixel inside it was judged (too small at this zoom?)";
        if (v.outsideOf[r] > 0) ++withOutside;
        if (v.coloursOf[r].empty()) continue; // covered by others everywhere: judged as filled only
        const auto mode = std::max_element(v.coloursOf[r].begin(), v.coloursOf[r].end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        const Rgb colour{mode->first >> 16, (mode->first >> 8) & 255, mode->first & 255};
        EXPECT_TRUE(isShapeFill(colour)) << map.regions[r].what << ": filled with rgb(" << colour.r << "," << colour.g << ","
                                         << colour.b << "), not a shape's fill";
    }
    return withOutside;
}

void expectNoFailures(const Verdict& v) {
    std::string all;
    for (const std::string& f : v.failures) all += "\n  " + f;
    EXPECT_EQ(v.failed, 0) << v.failed << " pixels wrong, the first:" << all;
}

/// Imports (or not), renders at `zoom` and judges. Returns the verdict.
Verdict renderAndJudge(const e2e::Sandbox& sandbox, const fs::path& map, const truth::MapTruth& truth, double zoom,
                       bool viaImport, const std::string& name) {
    fs::path scene = map;
    if (viaImport) {
        scene = sandbox.file(name + ".json");
        const auto run = sandbox.run({"import", map.string(), "-o", scene.string()});
        EXPECT_EQ(run.exitCode, 0) << run.errors;
    }
    Point lo, hi;
    framing(truth, 4.0, lo, hi);
    const int width = static_cast<int>(std::ceil((hi.x - lo.x) * zoom));
    const int height = static_cast<int>(std::ceil((hi.y - lo.y) * zoom));
    const Picture picture = render(sandbox, scene, lo, zoom, width, height, name);
    if (picture.image.width != width) return {};
    const Verdict v = judge(picture, truth);
    expectNoFailures(v);
    std::printf("[ judged   ] %s: %zu colliders, %dx%d px at %g px per map px, %ld inside and %ld outside pixels\n", name.c_str(),
                truth.regions.size(), width, height, zoom, v.insidePixels, v.outsidePixels);
    return v;
}

TEST(TiledRender, HandWrittenMapEveryColliderWhereTiledDrawsIt) {
    // tests/figures/maps/e2e.tmx: 10 tile-layer shapes (every flip, a 2-shape tile, a rotated tile shape),
    // 10 object colliders (rotated and 90-degree rectangles, a concave polygon, flipped, scaled, rotated and
    // centre-aligned tile objects with a tileoffset, a tile without shapes), inside a group offset (5, 7) and a
    // layer offset (-3, 2); a circle (an ellipse 20 x 20); a polyline, a hidden object and a hidden layer that must
    // not be drawn.
    const fs::path file = ownMap("e2e.tmx");
    const truth::MapTruth map = truth::readMap(file);
    ASSERT_EQ(map.regions.size(), 21u);
    EXPECT_EQ(map.skipped, 3);
    e2e::Sandbox sandbox;
    const Verdict v = renderAndJudge(sandbox, file, map, 3.0, true, "e2e");
    EXPECT_EQ(expectEveryColliderFilled(map, v), static_cast<int>(map.regions.size())); // each has free space around it
    EXPECT_GT(v.insidePixels, 20000);
    EXPECT_GT(v.outsidePixels, 300000);
}

TEST(TiledRender, TheTestNoticesAColliderInTheWrongPlace) {
    // The same judge fails when one collider is moved by two map pixels, or when a skipped object is drawn.
    const fs::path file = ownMap("e2e.tmx");
    truth::MapTruth moved = truth::readMap(file);
    for (Point& p : moved.regions.back().ring) p.x += 2;
    e2e::Sandbox sandbox;
    Point lo, hi;
    framing(moved, 4.0, lo, hi);
    const Picture picture = render(sandbox, file, lo, 3.0, static_cast<int>(std::ceil((hi.x - lo.x) * 3)),
                                   static_cast<int>(std::ceil((hi.y - lo.y) * 3)), "moved");
    ASSERT_GT(picture.image.width, 0);
    const Verdict v = judge(picture, moved);
    EXPECT_GT(v.failed, 50);
    truth::MapTruth fewer = truth::readMap(file);
    fewer.regions.erase(fewer.regions.begin()); // as if the importer had drawn a collider Tiled does not have
    EXPECT_GT(judge(picture, fewer).failed, 50);
}

class RealMap : public ::testing::Test {
protected:
    void SetUp() override {
        maps = sharedMaps();
        if (maps.empty()) GTEST_SKIP() << "the real maps (../shared/data/maps) are not here";
    }
    fs::path maps;
};

TEST_F(RealMap, Acid0EveryColliderWhereTiledDrawsIt) {
    // pytmx's acid0.tmx: tile layers with flipped cells of a two-shape tile, tile objects rotated 90/180/270,
    // a 64x32 rectangle rotated 90, groups, a hidden group.
    const fs::path file = maps / "pytmx" / "acid0.tmx";
    const truth::MapTruth map = truth::readMap(file);
    EXPECT_GT(map.regions.size(), 20u);
    e2e::Sandbox sandbox;
    const Verdict v = renderAndJudge(sandbox, file, map, 4.0, false, "acid0");
    expectEveryColliderFilled(map, v);
    EXPECT_GT(v.insidePixels, 10000);
}

TEST_F(RealMap, PlatformEveryColliderWhereTiledDrawsIt) {
    // tmxlite's platform.tmx: 64 px tiles, an object layer offset (1, -2), a convex polygon rotated 45 degrees,
    // a concave polygon, polylines (skipped) and a 128 x 64 ellipse turned 90 degrees (a polygon within half a pixel).
    const fs::path file = maps / "tmxlite" / "maps" / "platform.tmx";
    const truth::MapTruth map = truth::readMap(file);
    EXPECT_EQ(map.regions.size(), 23u);
    e2e::Sandbox sandbox;
    const Verdict v = renderAndJudge(sandbox, file, map, 0.5, true, "platform");
    expectEveryColliderFilled(map, v);
}

TEST_F(RealMap, CityEveryColliderWhereTiledDrawsIt) {
    // excalibur-tiled's example-city.tmj (JSON, external .tsx and .tsj tilesets, image-collection tiles): the
    // 406 tile colliders and the object layers' rotated rectangles, concave star, scaled and flipped tile objects.
    const fs::path file = maps / "excalibur-tiled" / "example-city.tmj";
    const truth::MapTruth map = truth::readMap(file);
    EXPECT_GT(map.regions.size(), 406u);
    e2e::Sandbox sandbox;
    const Verdict v = renderAndJudge(sandbox, file, map, 3.0, false, "city");
    expectEveryColliderFilled(map, v);
}

} // namespace
