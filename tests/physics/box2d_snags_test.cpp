// SPDX-License-Identifier: MIT
// Ground truth for sat::findSnags from a real engine: Box2D 2.4 slides a box
// across rows of separate tile boxes; where it catches must be where SATlab
// predicts, within a tile, and after mergeColliders neither finds a snag.

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <box2d/box2d.h>
#include <gtest/gtest.h>

#include "sat/snags.hpp"

namespace sat {
namespace {

constexpr float kTimeStep = 1.0f / 60.0f;
constexpr float kSlideSpeed = 0.1f; ///< slow: each step moves the box less than Box2D's contact margin
constexpr double kBoxHalf = 0.25;   ///< the sliding box is half a tile wide and high
constexpr int kSettleSteps = 60;    ///< let the box come to rest on the floor first

/// A row of 1 x 1 tiles from x = 0, tile i's top at offsets[i] (0: level).
Scene tileRowScene(const std::vector<double>& offsets) {
    Scene scene;
    for (std::size_t i = 0; i < offsets.size(); ++i) {
        SceneShape tile;
        tile.name = "tile" + std::to_string(i);
        tile.spec = Aabb2Spec{{static_cast<double>(i) + 0.5, offsets[i] - 0.5}, {0.5, 0.5}};
        tile.group = "Ground";
        scene.shapes.push_back(std::move(tile));
    }
    return scene;
}

/// The scene's 2D boxes and polygons as static Box2D polygons.
void addStaticColliders(b2World& world, const Scene& scene) {
    b2BodyDef ground;
    b2Body* body = world.CreateBody(&ground);
    for (const SceneShape& shape : scene.shapes) {
        b2PolygonShape polygon;
        if (const auto* box = std::get_if<Aabb2Spec>(&shape.spec)) {
            polygon.SetAsBox(static_cast<float>(box->halfExtents.x), static_cast<float>(box->halfExtents.y),
                             b2Vec2(static_cast<float>(box->center.x), static_cast<float>(box->center.y)), 0.0f);
        } else {
            const auto& points = std::get<Poly2Spec>(shape.spec).points;
            std::vector<b2Vec2> vertices;
            for (const glm::dvec2& p : points) vertices.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
            polygon.Set(vertices.data(), static_cast<int32>(vertices.size()));
        }
        b2FixtureDef fixture;
        fixture.shape = &polygon;
        fixture.friction = 0.0f;
        body->CreateFixture(&fixture);
    }
}

/// Where Box2D's box caught while sliding right from `startX` (its centre) to
/// `endX`: its front's x at each step where its speed dropped below half the
/// slide speed or a touching contact's normal pushed it back (a horizontal
/// part against the travel). A contact that pushes it forward, as the corner
/// it leaves does when it steps down, is no catch.
std::vector<double> box2dCatches(const Scene& scene, double startX, double startTop, double endX) {
    b2World world(b2Vec2(0.0f, -10.0f));
    addStaticColliders(world, scene);
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.fixedRotation = true;
    def.position.Set(static_cast<float>(startX), static_cast<float>(startTop + kBoxHalf + 0.01));
    b2Body* box = world.CreateBody(&def);
    b2PolygonShape shape;
    shape.SetAsBox(static_cast<float>(kBoxHalf), static_cast<float>(kBoxHalf));
    b2FixtureDef fixture;
    fixture.shape = &shape;
    fixture.density = 1.0f;
    fixture.friction = 0.0f;
    box->CreateFixture(&fixture);
    for (int i = 0; i < kSettleSteps; ++i) world.Step(kTimeStep, 8, 3);

    std::vector<double> catches;
    const int maxSteps = static_cast<int>((endX - startX) / (kSlideSpeed * kTimeStep)) * 2;
    for (int step = 0; step < maxSteps && box->GetPosition().x < endX; ++step) {
        box->SetLinearVelocity(b2Vec2(kSlideSpeed, box->GetLinearVelocity().y));
        world.Step(kTimeStep, 8, 3);
        bool caught = box->GetLinearVelocity().x < 0.5f * kSlideSpeed;
        for (b2ContactEdge* edge = box->GetContactList(); edge; edge = edge->next) {
            if (!edge->contact->IsTouching()) continue;
            b2WorldManifold manifold;
            edge->contact->GetWorldManifold(&manifold);
            // The normal points from fixture A to fixture B: the push on the box is +normal when the box is B.
            const bool boxIsB = edge->contact->GetFixtureB()->GetBody() == box;
            const float pushX = boxIsB ? manifold.normal.x : -manifold.normal.x;
            caught = caught || pushX < -0.1f;
        }
        if (caught) catches.push_back(box->GetPosition().x + kBoxHalf);
    }
    return catches;
}

/// The x of each seam findSnags predicts for a box of the same size travelling right.
std::vector<double> predictedRightwardSnags(const Scene& scene) {
    SnagOptions options;
    options.tileSize = glm::dvec2(1.0, 1.0);
    std::vector<double> seams;
    for (const Snag& snag : findSnags(scene, SnagProbe{glm::dvec2(2.0 * kBoxHalf)}, options).snags)
        if (snag.travel.x > 0.0) seams.push_back(snag.point.x);
    return seams;
}

bool anyWithinATile(const std::vector<double>& xs, double seam) {
    for (const double x : xs)
        if (std::abs(x - seam) <= 1.0) return true;
    return false;
}

TEST(Box2dGroundTruth, CatchesWhereSatlabPredictsSeamBySeam) {
    // Level seams, a tile 0.05 lower (a step down, then up) and one 0.05 higher (a step up, then down).
    const std::vector<double> offsets{0, 0, 0, -0.05, 0, 0, 0.05, 0, 0, 0};
    const Scene scene = tileRowScene(offsets);
    const std::vector<double> predicted = predictedRightwardSnags(scene);
    EXPECT_EQ(predicted, (std::vector<double>{1, 2, 4, 5, 6, 8, 9})) << "level seams and steps up; no steps down";
    for (std::size_t seam = 1; seam < offsets.size(); ++seam) {
        // One slide per seam, from the middle of the tile before it to the middle of the tile after it: a box
        // that catches is held there for good, so each seam gets a box of its own.
        const double x = static_cast<double>(seam);
        const std::vector<double> catches = box2dCatches(scene, x - 0.5, offsets[seam - 1], x + 0.5);
        const bool satlabSnag = std::find(predicted.begin(), predicted.end(), x) != predicted.end();
        EXPECT_EQ(!catches.empty(), satlabSnag) << "seam at x = " << x;
        if (!catches.empty()) {
            EXPECT_TRUE(anyWithinATile(catches, x)) << "Box2D caught away from the seam at " << x;
        }
    }
}

TEST(Box2dGroundTruth, MergedFlatRowNeitherCatchesNorSnags) {
    const Scene row = tileRowScene(std::vector<double>(8, 0.0));
    EXPECT_EQ(predictedRightwardSnags(row).size(), 7u);
    EXPECT_FALSE(box2dCatches(row, 0.5, 0.0, 7.5).empty()) << "separate tiles: Box2D catches";

    SnagOptions options;
    options.tileSize = glm::dvec2(1.0, 1.0);
    const Scene merged = mergeColliders(row, std::nullopt, SnagProbe{glm::dvec2(2.0 * kBoxHalf)}, options).scene;
    ASSERT_EQ(merged.shapes.size(), 1u);
    EXPECT_TRUE(predictedRightwardSnags(merged).empty());
    EXPECT_TRUE(box2dCatches(merged, 0.5, 0.0, 7.5).empty()) << "one merged box: Box2D slides the whole row";
}

} // namespace
} // namespace sat
