// SPDX-License-Identifier: MIT
// The 3D per-pair families (families3d.hpp) as benchmarks and as agreement checks.

#include "families3d.hpp"

#include "agreement.hpp"
#include "family.hpp"
#include "suite.hpp"

namespace bench {

void checkFamilies3d(AgreementCheck& check) { forEachFamily3d(check); }

void registerFamilies3d() {
    Registrar registrar;
    forEachFamily3d(registrar);
}

} // namespace bench
