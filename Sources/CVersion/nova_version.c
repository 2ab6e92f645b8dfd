// SPDX-License-Identifier: GPL-3.0-or-later
#include "nova_version.h"

#ifndef NOVA_VERSION
#error "NOVA_VERSION is defined by Package.swift from meson.build"
#endif

const char *nova_version(void) { return NOVA_VERSION; }
