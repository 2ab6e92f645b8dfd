// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// libepoxy's GL entry points are macros over function pointers; Swift cannot
// import them, so every GL call Nova makes is wrapped here.
#include <epoxy/gl.h>

static inline int nova_gl_framebuffer_binding(void) {
    GLint fbo = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &fbo);
    return (int)fbo;
}
static inline void nova_gl_bind_framebuffer(int fbo) { glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)fbo); }
static inline void nova_gl_clear_black(void) {
    glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
}
static inline int nova_gl_is_es(void) { return !epoxy_is_desktop_gl(); }
static inline const char *nova_gl_renderer_name(void) { return (const char *)glGetString(GL_RENDERER); }
