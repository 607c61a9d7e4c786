// SPDX-License-Identifier: MIT
// A Box2D 2.4 world recorded step by step with SATlab's flight recorder: a box
// pushed across a row of separate tiles (the classic ghost-collision setup:
// it catches on the seam before tile2), a stack of falling crates and three
// falling balls (b2CircleShape, recorded as circles), with Box2D's own contact
// manifolds as the engine's view. At the end it prints where each ball came
// to rest, in Box2D's numbers. docs/recording.md walks through it.
//
//   box2d-recorder OUT.satrec [STEPS] [--stream PORT]
#include <box2d/box2d.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "sat/capture/recorder.hpp"

namespace {

constexpr int kTiles = 12;         // tiles of 1 x 1 side by side along y = 0, x = 0 .. 11
constexpr int kCrates = 4;         // crates dropped on tile 9
constexpr float kPushSpeed = 2.5f; // the pusher's speed along +x, metres per second
constexpr int kBalls = 3;          // balls dropped on tiles 4, 5 and 6, each larger than the one before

/// One recorded fixture: its id and name, its body and its shape (a box or a circle).
struct Collider {
    std::uint64_t id;
    std::string name;
    b2Body* body;
    const b2Shape* shape;
    b2Vec2 halfExtents; ///< a box's; (0, 0) for a ball
};

/// The fixture's settings every collider shares; its user data is the recorded id.
b2Fixture* addFixture(b2Body* body, const b2Shape& shape, std::uint64_t id) {
    b2FixtureDef fixture;
    fixture.shape = &shape;
    fixture.density = 1.0f;
    fixture.friction = 0.3f;
    fixture.userData.pointer = static_cast<uintptr_t>(id);
    return body->CreateFixture(&fixture);
}

b2Body* addBox(b2World& world, b2BodyType type, b2Vec2 at, b2Vec2 half, std::vector<Collider>& colliders, std::string name) {
    b2BodyDef definition;
    definition.type = type;
    definition.position = at;
    b2Body* body = world.CreateBody(&definition);
    b2PolygonShape box;
    box.SetAsBox(half.x, half.y);
    const std::uint64_t id = colliders.size() + 1;
    const b2Fixture* fixture = addFixture(body, box, id);
    colliders.push_back(Collider{id, std::move(name), body, fixture->GetShape(), half});
    return body;
}

/// A dynamic ball (b2CircleShape) of `radius` with its centre at `at`.
void addBall(b2World& world, b2Vec2 at, float radius, std::vector<Collider>& colliders, std::string name) {
    b2BodyDef definition;
    definition.type = b2_dynamicBody;
    definition.position = at;
    b2Body* body = world.CreateBody(&definition);
    b2CircleShape ball;
    ball.m_radius = radius;
    const std::uint64_t id = colliders.size() + 1;
    const b2Fixture* fixture = addFixture(body, ball, id);
    colliders.push_back(Collider{id, std::move(name), body, fixture->GetShape(), b2Vec2(0.0f, 0.0f)});
}

/// Where Box2D has a circle now: its centre in world space (its local centre
/// m_p carried by the body's transform) and its radius, in Box2D's floats.
sat::Circle2<float> worldCircle(const Collider& c) {
    const auto* circle = static_cast<const b2CircleShape*>(c.shape);
    const b2Vec2 center = c.body->GetWorldPoint(circle->m_p);
    return {{center.x, center.y}, circle->m_radius};
}

/// Records one step: every box and ball, then every contact Box2D is resolving.
void recordStep(sat::capture::Recorder& recorder, double seconds, const std::vector<Collider>& colliders, b2World& world) {
    recorder.beginFrame(seconds);
    for (const Collider& c : colliders) {
        if (c.shape->GetType() == b2Shape::e_circle) {
            recorder.shape(c.id, c.name, worldCircle(c));
            continue;
        }
        const b2Vec2 p = c.body->GetPosition();
        recorder.shape(c.id, c.name,
                       sat::Obb2<double>::fromAngle({p.x, p.y}, {c.halfExtents.x, c.halfExtents.y}, c.body->GetAngle()));
    }
    for (b2Contact* contact = world.GetContactList(); contact; contact = contact->GetNext()) {
        if (!contact->IsTouching()) continue;
        b2WorldManifold manifold;
        contact->GetWorldManifold(&manifold);
        const int count = contact->GetManifold()->pointCount;
        glm::dvec2 points[b2_maxManifoldPoints];
        double deepest = 0.0; // Box2D's separations are negative when the shapes overlap
        for (int i = 0; i < count; ++i) {
            points[i] = {manifold.points[i].x, manifold.points[i].y};
            deepest = std::max(deepest, -static_cast<double>(manifold.separations[i]));
        }
        recorder.engineContact(contact->GetFixtureA()->GetUserData().pointer, contact->GetFixtureB()->GetUserData().pointer,
                               glm::dvec2{manifold.normal.x, manifold.normal.y}, deepest,
                               std::span<const glm::dvec2>(points, static_cast<std::size_t>(count)));
    }
    recorder.endFrame();
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: box2d-recorder OUT.satrec [STEPS] [--stream PORT]\n");
        return 2;
    }
    const int steps = argc > 2 && argv[2][0] != '-' ? std::atoi(argv[2]) : 240;
    if (steps < 1 || steps > 1000000) {
        std::fprintf(stderr, "box2d-recorder: STEPS must be 1 to 1000000\n");
        return 2;
    }
    b2World world(b2Vec2(0.0f, -10.0f));
    std::vector<Collider> colliders;
    for (int i = 0; i < kTiles; ++i)
        addBox(world, b2_staticBody, b2Vec2(static_cast<float>(i), 0.0f), b2Vec2(0.5f, 0.5f), colliders,
               "tile" + std::to_string(i));
    b2Body* pusher = addBox(world, b2_dynamicBody, b2Vec2(0.0f, 1.0f), b2Vec2(0.5f, 0.5f), colliders, "pusher");
    pusher->SetFixedRotation(true);
    for (int i = 0; i < kCrates; ++i)
        addBox(world, b2_dynamicBody, b2Vec2(9.0f, 2.0f + 1.2f * static_cast<float>(i)), b2Vec2(0.4f, 0.4f), colliders,
               "crate" + std::to_string(i));
    for (int i = 0; i < kBalls; ++i)
        addBall(world, b2Vec2(4.0f + static_cast<float>(i), 2.0f + static_cast<float>(i)), 0.25f + 0.1f * static_cast<float>(i),
                colliders, "ball" + std::to_string(i));

    sat::capture::Recorder recorder(argv[1]);
    for (int i = 2; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], "--stream") == 0)
            recorder.stream("127.0.0.1", static_cast<std::uint16_t>(std::atoi(argv[i + 1])));
    const float step = 1.0f / 60.0f;
    for (int n = 0; n < steps; ++n) {
        pusher->SetLinearVelocity(b2Vec2(kPushSpeed, pusher->GetLinearVelocity().y));
        world.Step(step, 8, 3);
        recordStep(recorder, (n + 1) * static_cast<double>(step), colliders, world);
    }
    recorder.close();
    const sat::capture::Status status = recorder.status();
    std::printf("box2d-recorder: %llu frames written to %s\n", static_cast<unsigned long long>(status.framesWritten), argv[1]);
    for (const Collider& c : colliders) // %.9g: enough digits to give back each float exactly
        if (c.shape->GetType() == b2Shape::e_circle) {
            const sat::Circle2<float> circle = worldCircle(c);
            std::printf("%s: centre %.9g %.9g, radius %.9g\n", c.name.c_str(), static_cast<double>(circle.center.x),
                        static_cast<double>(circle.center.y), static_cast<double>(circle.radius));
        }
    if (!status.ok()) {
        std::fprintf(stderr, "box2d-recorder: %s\n", status.message.data());
        return 1;
    }
    return 0;
}
