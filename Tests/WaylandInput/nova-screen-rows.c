// SPDX-License-Identifier: GPL-3.0-or-later
//
// Reads one rectangle of a wlroots compositor's output again and again, for the
// benchmark's "frames seen" under phoc.
//
// Why: grim, one process per read, takes longer than a 30 fps frame lasts once the
// player is busy, so it misses frames that were on screen. This client keeps one
// connection and asks wlr-screencopy for the rectangle again as soon as a copy is
// ready; each copy is made when the compositor next draws the output, so every frame
// the compositor shows is read once.
//
// Usage: nova-screen-rows X Y WIDTH HEIGHT  (logical pixels; WAYLAND_DISPLAY as usual)
// Writes to standard output, for each copy: a little-endian header (double: the
// CLOCK_MONOTONIC time the copy was ready, in seconds; uint32: width, height, stride,
// wl_shm format) and then stride × height bytes of pixels. Stops when standard output
// closes or on SIGTERM.
//
// The screencopy protocol's interfaces are written out here: Debian packages no XML of
// wlr-protocols to generate them from.
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <wayland-client.h>

extern const struct wl_interface zwlr_screencopy_frame_v1_interface;

static const struct wl_interface *capture_types[] = {
    &zwlr_screencopy_frame_v1_interface, NULL, &wl_output_interface, NULL, NULL, NULL, NULL,
};
static const struct wl_interface *copy_types[] = {&wl_buffer_interface};
static const struct wl_message manager_requests[] = {
    {"capture_output", "nio", capture_types},
    {"capture_output_region", "nioiiii", capture_types},
    {"destroy", "", NULL},
};
static const struct wl_interface *no_types[] = {NULL, NULL, NULL, NULL};
static const struct wl_message frame_requests[] = {
    {"copy", "o", copy_types},
    {"destroy", "", NULL},
};
static const struct wl_message frame_events[] = {
    {"buffer", "uuuu", no_types},
    {"flags", "u", no_types},
    {"ready", "uuu", no_types},
    {"failed", "", NULL},
};
static const struct wl_interface screencopy_manager_interface = {
    "zwlr_screencopy_manager_v1", 1, 3, manager_requests, 0, NULL,
};
const struct wl_interface zwlr_screencopy_frame_v1_interface = {
    "zwlr_screencopy_frame_v1", 1, 2, frame_requests, 4, frame_events,
};

static struct wl_shm *shm;
static struct wl_output *output;
static struct wl_proxy *manager;

struct copy {
    uint32_t format, width, height, stride;
    int done, failed;
};

static struct wl_buffer *buffer;
static void *pixels;
static size_t pixels_size;
static uint32_t buffer_format, buffer_width, buffer_height, buffer_stride;

static void frame_buffer(void *data, struct wl_proxy *frame, uint32_t format, uint32_t width, uint32_t height,
                         uint32_t stride) {
    (void)frame;
    struct copy *copy = data;
    copy->format = format;
    copy->width = width;
    copy->height = height;
    copy->stride = stride;
}

static void frame_flags(void *data, struct wl_proxy *frame, uint32_t flags) {
    (void)data, (void)frame, (void)flags;
}

static void frame_ready(void *data, struct wl_proxy *frame, uint32_t sec_hi, uint32_t sec_lo, uint32_t nsec) {
    (void)frame, (void)sec_hi, (void)sec_lo, (void)nsec;
    ((struct copy *)data)->done = 1;
}

static void frame_failed(void *data, struct wl_proxy *frame) {
    (void)frame;
    struct copy *copy = data;
    copy->done = 1;
    copy->failed = 1;
}

static const struct {
    void (*buffer)(void *, struct wl_proxy *, uint32_t, uint32_t, uint32_t, uint32_t);
    void (*flags)(void *, struct wl_proxy *, uint32_t);
    void (*ready)(void *, struct wl_proxy *, uint32_t, uint32_t, uint32_t);
    void (*failed)(void *, struct wl_proxy *);
} frame_listener = {frame_buffer, frame_flags, frame_ready, frame_failed};

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                         uint32_t version) {
    (void)data, (void)version;
    if (!strcmp(interface, wl_shm_interface.name))
        shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
    else if (!strcmp(interface, wl_output_interface.name) && !output)
        output = wl_registry_bind(registry, name, &wl_output_interface, 1);
    else if (!strcmp(interface, screencopy_manager_interface.name))
        manager = wl_registry_bind(registry, name, &screencopy_manager_interface, 1);
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}

static const struct wl_registry_listener registry_listener = {global_added, global_removed};

// A shared-memory buffer of the copy's size and format (kept while they stay the same).
static int ensure_buffer(const struct copy *copy) {
    if (buffer && buffer_format == copy->format && buffer_width == copy->width && buffer_height == copy->height &&
        buffer_stride == copy->stride)
        return 0;
    if (buffer) {
        wl_buffer_destroy(buffer);
        munmap(pixels, pixels_size);
    }
    pixels_size = (size_t)copy->stride * copy->height;
    int fd = memfd_create("nova-screen-rows", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)pixels_size) != 0)
        return -1;
    pixels = mmap(NULL, pixels_size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (pixels == MAP_FAILED)
        return -1;
    struct wl_shm_pool *pool = wl_shm_create_pool(shm, fd, (int32_t)pixels_size);
    buffer = wl_shm_pool_create_buffer(pool, 0, (int32_t)copy->width, (int32_t)copy->height, (int32_t)copy->stride,
                                       copy->format);
    wl_shm_pool_destroy(pool);
    close(fd);
    buffer_format = copy->format, buffer_width = copy->width, buffer_height = copy->height;
    buffer_stride = copy->stride;
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: nova-screen-rows X Y WIDTH HEIGHT\n");
        return 2;
    }
    int32_t x = atoi(argv[1]), y = atoi(argv[2]), width = atoi(argv[3]), height = atoi(argv[4]);
    signal(SIGPIPE, SIG_DFL);
    struct wl_display *display = wl_display_connect(NULL);
    if (!display) {
        fprintf(stderr, "nova-screen-rows: no Wayland display\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (!shm || !output || !manager) {
        fprintf(stderr, "nova-screen-rows: the compositor offers no wlr-screencopy\n");
        return 1;
    }
    for (;;) {
        struct copy copy = {0};
        struct wl_proxy *frame = wl_proxy_marshal_constructor(manager, 1, &zwlr_screencopy_frame_v1_interface, NULL, 0,
                                                              output, x, y, width, height);
        wl_proxy_add_listener(frame, (void (**)(void))&frame_listener, &copy);
        // The buffer event comes first: then the copy is asked for into a buffer that fits.
        while (!copy.width && !copy.done)
            if (wl_display_dispatch(display) < 0)
                return 1;
        if (!copy.done) {
            if (ensure_buffer(&copy) != 0) {
                fprintf(stderr, "nova-screen-rows: no shared memory\n");
                return 1;
            }
            wl_proxy_marshal(frame, 0, buffer);
            while (!copy.done)
                if (wl_display_dispatch(display) < 0)
                    return 1;
        }
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        wl_proxy_marshal(frame, 1);
        wl_proxy_destroy(frame);
        if (copy.failed)
            continue;
        double seconds = (double)now.tv_sec + now.tv_nsec / 1e9;
        uint32_t header[4] = {copy.width, copy.height, copy.stride, copy.format};
        if (fwrite(&seconds, sizeof seconds, 1, stdout) != 1 || fwrite(header, sizeof header, 1, stdout) != 1 ||
            fwrite(pixels, 1, pixels_size, stdout) != pixels_size || fflush(stdout) != 0)
            return 0;
    }
}
