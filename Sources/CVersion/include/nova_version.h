// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// Nova's version, meson's project version as Package.swift read it from meson.build.
const char *nova_version(void);
