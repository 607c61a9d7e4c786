// SPDX-License-Identifier: MIT
// round3/{sphere3_box,capsule3_box}/SCENARIO/IMPL: a box against a sphere or a capsule (sat/round3d.hpp) beside
// ODE's dCollide (dCollideSphereBox, dCollideCapsuleBox), FCL's libccd solver and Bullet's GJK on the same pairs.

#include <cmath>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btSphereShape.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/detail/gjk_solver_libccd.h>

#include "agreement.hpp"
#include "families3d.hpp"
#include "family.hpp"
#include "sat/round3d.hpp"
#include "suite.hpp"

namespace bench {
namespace {

template <class T> using RoundPairs = PairSet<sat::Obb3<float>, T>;

/// A round family's pairs and each peer's copy of them. The peers' capsules lie along their local z, centred.
template <class Round> struct RoundData {
    RoundPairs<Round> pairs;
    std::vector<sat::Obb3<double>> a64;
    std::vector<decltype(sat::castShape<double>(Round{}))> b64;
    std::vector<dGeomID> odeA, odeB;
    std::vector<fcl::Transform3d> fclTransformA, fclTransformB;
    std::vector<fcl::Boxd> fclBox;
    std::vector<fcl::Sphered> fclSphere;
    std::vector<fcl::Capsuled> fclCapsule;
    std::vector<std::unique_ptr<btBoxShape>> bulletA;
    std::vector<std::unique_ptr<btConvexShape>> bulletB;
    std::vector<btTransform> bulletTransformA, bulletTransformB;
};
using SphereData = RoundData<sat::Sphere3<float>>;
using CapsuleData = RoundData<sat::Capsule3<float>>;

using Vec = sat::Vec3<double>;

/// A rotation whose third column is `direction` (unit): the peers' capsule frame.
sat::Mat3<double> frameAlong(const Vec& direction) {
    const Vec helper = std::abs(direction.x) < 0.9 ? Vec{1, 0, 0} : Vec{0, 1, 0};
    const Vec u = glm::normalize(glm::cross(helper, direction));
    const Vec v = glm::cross(direction, u);
    return sat::Mat3<double>(u, v, direction);
}

/// Candidates B near A (centre within about the sum of their sizes), kept by the reference verdict as pairs.hpp
/// does: exactly the scenario's share intersecting, none within kGeneratorClearance of touching.
template <class Round, class MakeRound> RoundPairs<Round> makePairs(Scenario scenario, std::uint64_t seed, MakeRound&& make) {
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(-1, 1), size(0.25, 1.5);
    const std::size_t wantIntersecting = intersectingCount(scenario, kPairsInCache);
    const std::size_t wantSeparated = kPairsInCache - wantIntersecting;
    RoundPairs<Round> out;
    std::size_t intersecting = 0, separated = 0;
    while (intersecting < wantIntersecting || separated < wantSeparated) {
        const sat::Obb3<double> box64 = sat::Obb3<double>::fromQuaternion({unit(random) * 4, unit(random) * 4, unit(random) * 4},
                                                                          {size(random), size(random), size(random)},
                                                                          unit(random), unit(random), unit(random), unit(random));
        const sat::Obb3<float> box = sat::castShape<float>(box64);
        Vec direction{unit(random), unit(random), unit(random)};
        if (glm::length(direction) < 0.1) continue;
        direction = glm::normalize(direction);
        const double reach = glm::length(box64.halfExtents) + 1.5;
        const Vec centre = box64.center + direction * (reach * std::uniform_real_distribution<double>(0, 1.1)(random));
        const Round round = make(random, centre);
        const auto reference = sat::report(sat::castShape<double>(box), sat::castShape<double>(round), {});
        if (std::abs(reference.axisSeparation) <= kGeneratorClearance) continue;
        const bool meets = reference.verdict != sat::Verdict::Separated;
        if (meets ? intersecting >= wantIntersecting : separated >= wantSeparated) continue;
        ++(meets ? intersecting : separated);
        out.a.push_back(box);
        out.b.push_back(round);
        out.intersects.push_back(meets ? 1 : 0);
        out.separation.push_back(reference.axisSeparation);
    }
    // Shuffle the pairs together.
    for (std::size_t i = out.size(); i > 1; --i) {
        const std::size_t j = std::uniform_int_distribution<std::size_t>(0, i - 1)(random);
        std::swap(out.a[i - 1], out.a[j]);
        std::swap(out.b[i - 1], out.b[j]);
        std::swap(out.intersects[i - 1], out.intersects[j]);
        std::swap(out.separation[i - 1], out.separation[j]);
    }
    return out;
}

void setOdePose(dGeomID geom, const Vec& centre, const sat::Mat3<double>& rotation) {
    dGeomSetPosition(geom, centre.x, centre.y, centre.z);
    dMatrix3 r;
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 3; ++column) r[row * 4 + column] = rotation[column][row];
        r[row * 4 + 3] = 0;
    }
    dGeomSetRotation(geom, r);
}

fcl::Transform3d fclPose(const Vec& centre, const sat::Mat3<double>& rotation) {
    fcl::Transform3d pose = fcl::Transform3d::Identity();
    fcl::Matrix3d m;
    for (int row = 0; row < 3; ++row)
        for (int column = 0; column < 3; ++column) m(row, column) = rotation[column][row];
    pose.linear() = m;
    pose.translation() = fcl::Vector3d(centre.x, centre.y, centre.z);
    return pose;
}

btTransform bulletPose(const Vec& centre, const sat::Mat3<double>& rotation) {
    const auto entry = [&](int row, int column) { return static_cast<btScalar>(rotation[column][row]); };
    const btMatrix3x3 basis{entry(0, 0), entry(0, 1), entry(0, 2), entry(1, 0), entry(1, 1),
                            entry(1, 2), entry(2, 0), entry(2, 1), entry(2, 2)};
    return btTransform(
        basis, btVector3(static_cast<btScalar>(centre.x), static_cast<btScalar>(centre.y), static_cast<btScalar>(centre.z)));
}

/// The box's share of every peer's data (from the float box widened to double).
template <class Data> void addBox(Data& data, const sat::Obb3<float>& stored) {
    const sat::Obb3<double> box = sat::castShape<double>(stored);
    data.a64.push_back(box);
    const Vec sides = box.halfExtents * 2.0;
    dGeomID geom = dCreateBox(nullptr, sides.x, sides.y, sides.z);
    setOdePose(geom, box.center, box.rotation());
    data.odeA.push_back(geom);
    data.fclBox.emplace_back(sides.x, sides.y, sides.z);
    data.fclTransformA.push_back(fclPose(box.center, box.rotation()));
    auto shape = std::make_unique<btBoxShape>(
        btVector3(btScalar(box.halfExtents.x), btScalar(box.halfExtents.y), btScalar(box.halfExtents.z)));
    shape->setMargin(0);
    data.bulletA.push_back(std::move(shape));
    data.bulletTransformA.push_back(bulletPose(box.center, box.rotation()));
}

const SphereData& sphereData(Scenario scenario) {
    static std::map<Scenario, SphereData> cache;
    auto found = cache.find(scenario);
    if (found != cache.end()) return found->second;
    SphereData& data = cache[scenario];
    data.pairs = makePairs<sat::Sphere3<float>>(scenario, seedOf(40, scenario), [](std::mt19937_64& random, const Vec& c) {
        return sat::Sphere3<float>{sat::Vec3<float>(c), float(std::uniform_real_distribution<double>(0.25, 1.5)(random))};
    });
    for (std::size_t i = 0; i < data.pairs.size(); ++i) {
        addBox(data, data.pairs.a[i]);
        const sat::Sphere3<double> sphere = sat::castShape<double>(data.pairs.b[i]);
        data.b64.push_back(sphere);
        const sat::Mat3<double> identity(1.0);
        dGeomID geom = dCreateSphere(nullptr, sphere.radius);
        setOdePose(geom, sphere.center, identity);
        data.odeB.push_back(geom);
        data.fclSphere.emplace_back(sphere.radius);
        data.fclTransformB.push_back(fclPose(sphere.center, identity));
        data.bulletB.push_back(std::make_unique<btSphereShape>(btScalar(sphere.radius)));
        data.bulletTransformB.push_back(bulletPose(sphere.center, identity));
    }
    return data;
}

const CapsuleData& capsuleData(Scenario scenario) {
    static std::map<Scenario, CapsuleData> cache;
    auto found = cache.find(scenario);
    if (found != cache.end()) return found->second;
    CapsuleData& data = cache[scenario];
    data.pairs = makePairs<sat::Capsule3<float>>(scenario, seedOf(41, scenario), [](std::mt19937_64& random, const Vec& c) {
        std::uniform_real_distribution<double> unit(-1, 1);
        Vec along{unit(random), unit(random), unit(random) + 0.01};
        along = glm::normalize(along) * std::uniform_real_distribution<double>(0.25, 1.5)(random);
        return sat::Capsule3<float>{sat::Vec3<float>(c - along), sat::Vec3<float>(c + along),
                                    float(std::uniform_real_distribution<double>(0.2, 1.0)(random))};
    });
    for (std::size_t i = 0; i < data.pairs.size(); ++i) {
        addBox(data, data.pairs.a[i]);
        const sat::Capsule3<double> capsule = sat::castShape<double>(data.pairs.b[i]);
        data.b64.push_back(capsule);
        const Vec centre = (capsule.start + capsule.end) * 0.5;
        const double length = glm::length(capsule.end - capsule.start);
        const sat::Mat3<double> frame = frameAlong((capsule.end - capsule.start) / length);
        dGeomID geom = dCreateCapsule(nullptr, capsule.radius, length);
        setOdePose(geom, centre, frame);
        data.odeB.push_back(geom);
        data.fclCapsule.emplace_back(capsule.radius, length);
        data.fclTransformB.push_back(fclPose(centre, frame));
        data.bulletB.push_back(std::make_unique<btCapsuleShapeZ>(btScalar(capsule.radius), btScalar(length)));
        data.bulletTransformB.push_back(bulletPose(centre, frame));
    }
    return data;
}

struct Satlab {
    static constexpr const char* kName = "satlab";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::overlaps(data.pairs.a[i], data.pairs.b[i]);
    }
};
struct SatlabF64 {
    static constexpr const char* kName = "satlab_f64";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        return sat::overlaps(data.a64[i], data.b64[i]);
    }
};
/// The full report (every axis, MTV, contacts; no distance, as the peers).
struct SatlabReport {
    static constexpr const char* kName = "satlab_report";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        sat::ReportOptions3<float> options;
        options.computeDistance = false;
        return sat::report(data.pairs.a[i], data.pairs.b[i], options).verdict != sat::Verdict::Separated;
    }
};
/// The engine-facing path: the report's verdict, MTV and contacts without the per-axis results (what
/// dCollide hands back: a contact point, normal and depth).
struct SatlabManifold {
    static constexpr const char* kName = "satlab_manifold";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        const auto m = sat::manifold(data.pairs.a[i], data.pairs.b[i]);
        benchmark::DoNotOptimize(m.contacts);
        return m.verdict != sat::Verdict::Separated;
    }
};
/// dCollide, which dispatches to dCollideSphereBox / dCollideCapsuleBox; one contact asked for.
struct OdeCollide {
    static constexpr const char* kName = "ode_collide";
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        dContactGeom contact;
        return dCollide(data.odeA[i], data.odeB[i], 1, &contact, static_cast<int>(sizeof(dContactGeom))) > 0;
    }
};
/// FCL's narrow phase with its libccd solver (sphere-box has a dedicated routine; capsule-box goes through GJK).
struct FclShapeIntersect {
    static constexpr const char* kName = "fcl_shape_intersect";
    static inline fcl::detail::GJKSolver_libccd<double> solver;
    static bool intersects(const SphereData& data, std::size_t i) {
        return solver.shapeIntersect(data.fclBox[i], data.fclTransformA[i], data.fclSphere[i], data.fclTransformB[i],
                                     static_cast<std::vector<fcl::ContactPoint<double>>*>(nullptr));
    }
    static bool intersects(const CapsuleData& data, std::size_t i) {
        return solver.shapeIntersect(data.fclBox[i], data.fclTransformA[i], data.fclCapsule[i], data.fclTransformB[i],
                                     static_cast<std::vector<fcl::ContactPoint<double>>*>(nullptr));
    }
};
/// Bullet's GJK with EPA on btBoxShape (margin 0) against btSphereShape / btCapsuleShapeZ (their radius is the margin).
struct BulletGjk {
    static constexpr const char* kName = "bullet_gjk_pair_detector";
    static inline btVoronoiSimplexSolver simplexSolver;
    static inline btGjkEpaPenetrationDepthSolver penetrationSolver;
    template <class Data> static bool intersects(const Data& data, std::size_t i) {
        btGjkPairDetector detector(data.bulletA[i].get(), data.bulletB[i].get(), &simplexSolver, &penetrationSolver);
        btDiscreteCollisionDetectorInterface::ClosestPointInput input;
        input.m_transformA = data.bulletTransformA[i];
        input.m_transformB = data.bulletTransformB[i];
        impl3d::BulletContactCount result;
        detector.getClosestPoints(input, result, nullptr);
        return result.count > 0 && result.smallestDepth <= 0;
    }
};

template <class Visitor> void forEachRoundFamily(Visitor& visitor) {
    visitor.template family<Satlab, SatlabF64, SatlabReport, SatlabManifold, OdeCollide, FclShapeIntersect, BulletGjk>(
        "round3/sphere3_box", sphereData);
    visitor.template family<Satlab, SatlabF64, SatlabReport, SatlabManifold, OdeCollide, FclShapeIntersect, BulletGjk>(
        "round3/capsule3_box", capsuleData);
}

} // namespace

void checkRound3d(AgreementCheck& check) { forEachRoundFamily(check); }

void registerRound3d() {
    Registrar registrar;
    forEachRoundFamily(registrar);
}

} // namespace bench
