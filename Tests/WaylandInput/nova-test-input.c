// SPDX-License-Identifier: GPL-3.0-or-later
//
// Input devices for a headless phoc, for Nova's Wayland end-to-end leg.
//
// Why: phoc on the headless backend has no input device, so it offers no wl_seat at all
// (and GTK 4.8 crashes presenting a window without one); no Wayland protocol lets a client
// inject touch, and the test machine has no /dev/uinput. This module, loaded into phoc with
// LD_PRELOAD, wraps wlr_backend_autocreate/_start to add a touch screen, a pointer and a
// keyboard to the headless backend, and raises their events from lines read on a FIFO.
// Clients then get genuine wl_touch / wl_pointer events, several fingers at once if the
// test says so.
//
// One source for both of Nova's stacks: wlroots 0.15 (Debian 12) adds devices with
// wlr_headless_add_input_device; 0.18 (Debian 13) has none, so the devices are made here
// (wlr_*_init) and announced on the backend's new_input signal, as a backend does. 0.18
// also renamed the event structs, gives autocreate an event loop, takes pointer button
// and axis values from the Wayland protocol's enums and counts wheel steps in 120ths.
//
// Environment: NOVA_TEST_INPUT_FIFO  the FIFO to read commands from (made if missing)
//              NOVA_TEST_INPUT_ACK   a file to which each `ack N` command appends "N\n",
//                                    once every command before it has been handled
//
// Commands, one per line; X and Y are logical pixels of the output layout (what a
// client's surface at 0,0 sees), converted to the 0..1 range wlroots' events carry:
//   touch down ID X Y | touch motion ID X Y | touch up ID | touch cancel ID | touch frame
//     (phoc 0.24 passes no device cancel on to clients, so `touch cancel` does what a
//     compositor does when it takes a gesture over: wl_touch.cancel to the surface under
//     that finger, then the finger lifted inside the compositor, which the client, having
//     dropped every sequence at the cancel, no longer sees)
//   pointer move X Y | pointer button CODE pressed|released | pointer axis STEPS | pointer frame
//   ack N
#define _GNU_SOURCE
#define WLR_USE_UNSTABLE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <wayland-server-core.h>
#include <wlr/backend.h>
#include <wlr/backend/headless.h>
#include <wlr/backend/multi.h>
#include <wlr/types/wlr_input_device.h>
#include <wlr/types/wlr_keyboard.h>
#include <wlr/types/wlr_output.h>
#include <wlr/types/wlr_pointer.h>
#include <wlr/types/wlr_seat.h>
#include <wlr/types/wlr_touch.h>
#include <wlr/version.h>

#if WLR_VERSION_MAJOR == 0 && WLR_VERSION_MINOR < 18
#define NOVA_WLR_HEADLESS_DEVICES 1 // wlroots 0.15
#else
#include <wlr/interfaces/wlr_keyboard.h>
#include <wlr/interfaces/wlr_pointer.h>
#include <wlr/interfaces/wlr_touch.h>
#endif

static struct wl_event_loop *event_loop;
static struct wlr_backend *top_backend; // the one phoc asked for and starts
static struct wlr_backend *headless;
static struct wlr_touch *touch;
static struct wlr_pointer *pointer;
static struct wlr_keyboard *keyboard;

// Each wlroots' names for the events' structs and the values they carry.
#ifdef NOVA_WLR_HEADLESS_DEVICES
typedef struct wlr_event_touch_down touch_down_event;
typedef struct wlr_event_touch_motion touch_motion_event;
typedef struct wlr_event_touch_up touch_up_event;
typedef struct wlr_event_touch_cancel touch_cancel_event;
typedef struct wlr_event_pointer_motion_absolute pointer_motion_absolute_event;
typedef struct wlr_event_pointer_button pointer_button_event;
typedef struct wlr_event_pointer_axis pointer_axis_event;
#define BUTTON_PRESSED WLR_BUTTON_PRESSED
#define BUTTON_RELEASED WLR_BUTTON_RELEASED
#define WHEEL_STEP 1
#else
typedef struct wlr_touch_down_event touch_down_event;
typedef struct wlr_touch_motion_event touch_motion_event;
typedef struct wlr_touch_up_event touch_up_event;
typedef struct wlr_touch_cancel_event touch_cancel_event;
typedef struct wlr_pointer_motion_absolute_event pointer_motion_absolute_event;
typedef struct wlr_pointer_button_event pointer_button_event;
typedef struct wlr_pointer_axis_event pointer_axis_event;
#define BUTTON_PRESSED WL_POINTER_BUTTON_STATE_PRESSED
#define BUTTON_RELEASED WL_POINTER_BUTTON_STATE_RELEASED
#define WHEEL_STEP WLR_POINTER_AXIS_DISCRETE_STEP
#endif
static struct wlr_output *output;
static struct wlr_seat *seat;
static struct wl_listener new_output_listener, output_destroy_listener;
static char line[4096];
static size_t line_length;

static void say(const char *message) {
    fprintf(stderr, "nova-test-input: %s\n", message);
}

static uint32_t now_msec(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)(now.tv_sec * 1000 + now.tv_nsec / 1000000);
}

static void handle_output_destroy(struct wl_listener *listener, void *data) {
    (void)listener;
    (void)data;
    wl_list_remove(&output_destroy_listener.link);
    output = NULL;
}

static void handle_new_output(struct wl_listener *listener, void *data) {
    (void)listener;
    if (output)
        wl_list_remove(&output_destroy_listener.link);
    output = data;
    output_destroy_listener.notify = handle_output_destroy;
    wl_signal_add(&output->events.destroy, &output_destroy_listener);
}

// The device an event names: 0.15's events name the input device, 0.18's the touch or pointer.
#ifdef NOVA_WLR_HEADLESS_DEVICES
static struct wlr_input_device *touch_input, *pointer_input;
#define TOUCH_FIELD device
#define TOUCH_OF_EVENT touch_input
#define POINTER_FIELD device
#define POINTER_OF_EVENT pointer_input
#else
#define TOUCH_FIELD touch
#define TOUCH_OF_EVENT touch
#define POINTER_FIELD pointer
#define POINTER_OF_EVENT pointer
#endif

// Layout pixels to wlroots' 0..1: the (single) output is the whole layout.
static void normalize(double x, double y, double *nx, double *ny) {
    int width = 1, height = 1;
    if (output)
        wlr_output_effective_resolution(output, &width, &height);
    *nx = width > 0 ? x / width : 0;
    *ny = height > 0 ? y / height : 0;
}

static void run_touch(const char *verb, const char *rest) {
    int id = 0;
    double x = 0, y = 0;
    uint32_t time = now_msec();
    if (!strcmp(verb, "down") || !strcmp(verb, "motion")) {
        if (sscanf(rest, "%d %lf %lf", &id, &x, &y) != 3)
            return say("touch down/motion needs ID X Y");
        double nx, ny;
        normalize(x, y, &nx, &ny);
        if (!strcmp(verb, "down")) {
            touch_down_event event = {.time_msec = time, .touch_id = id, .x = nx, .y = ny};
            event.TOUCH_FIELD = TOUCH_OF_EVENT;
            wl_signal_emit(&touch->events.down, &event);
        } else {
            touch_motion_event event = {.time_msec = time, .touch_id = id, .x = nx, .y = ny};
            event.TOUCH_FIELD = TOUCH_OF_EVENT;
            wl_signal_emit(&touch->events.motion, &event);
        }
    } else if (!strcmp(verb, "up") || !strcmp(verb, "cancel")) {
        if (sscanf(rest, "%d", &id) != 1)
            return say("touch up/cancel needs ID");
        if (!strcmp(verb, "cancel")) {
            struct wlr_touch_point *point = seat ? wlr_seat_touch_get_point(seat, id) : NULL;
#ifdef NOVA_WLR_HEADLESS_DEVICES
            if (point && point->surface)
                wlr_seat_touch_send_cancel(seat, point->surface);
#else
            if (point && point->surface && point->client)
                wlr_seat_touch_send_cancel(seat, point->client);
#endif
            touch_cancel_event event = {.time_msec = time, .touch_id = id};
            event.TOUCH_FIELD = TOUCH_OF_EVENT;
            wl_signal_emit(&touch->events.cancel, &event);
        }
        touch_up_event event = {.time_msec = time, .touch_id = id};
        event.TOUCH_FIELD = TOUCH_OF_EVENT;
        wl_signal_emit(&touch->events.up, &event);
    } else if (!strcmp(verb, "frame")) {
        wl_signal_emit(&touch->events.frame, NULL);
    } else {
        say("unknown touch command");
    }
}

static void run_pointer(const char *verb, const char *rest) {
    uint32_t time = now_msec();
    if (!strcmp(verb, "move")) {
        double x, y, nx, ny;
        if (sscanf(rest, "%lf %lf", &x, &y) != 2)
            return say("pointer move needs X Y");
        normalize(x, y, &nx, &ny);
        pointer_motion_absolute_event event = {.time_msec = time, .x = nx, .y = ny};
        event.POINTER_FIELD = POINTER_OF_EVENT;
        wl_signal_emit(&pointer->events.motion_absolute, &event);
    } else if (!strcmp(verb, "button")) {
        unsigned code;
        char state[16];
        if (sscanf(rest, "%u %15s", &code, state) != 2)
            return say("pointer button needs CODE pressed|released");
        pointer_button_event event = {
            .time_msec = time, .button = code, .state = strcmp(state, "pressed") ? BUTTON_RELEASED : BUTTON_PRESSED};
        event.POINTER_FIELD = POINTER_OF_EVENT;
        wl_signal_emit(&pointer->events.button, &event);
    } else if (!strcmp(verb, "axis")) {
        int steps;
        if (sscanf(rest, "%d", &steps) != 1)
            return say("pointer axis needs STEPS");
#ifdef NOVA_WLR_HEADLESS_DEVICES
        pointer_axis_event event = {.source = WLR_AXIS_SOURCE_WHEEL, .orientation = WLR_AXIS_ORIENTATION_VERTICAL};
#else
        pointer_axis_event event = {.source = WL_POINTER_AXIS_SOURCE_WHEEL, .orientation = WL_POINTER_AXIS_VERTICAL_SCROLL,
                                    .relative_direction = WL_POINTER_AXIS_RELATIVE_DIRECTION_IDENTICAL};
#endif
        event.POINTER_FIELD = POINTER_OF_EVENT;
        event.time_msec = time;
        event.delta = 15.0 * steps;
        event.delta_discrete = steps * WHEEL_STEP;
        wl_signal_emit(&pointer->events.axis, &event);
    } else if (!strcmp(verb, "frame")) {
        wl_signal_emit(&pointer->events.frame, pointer);
    } else {
        say("unknown pointer command");
    }
}

static void run_line(char *text) {
    char device[16] = "", verb[16] = "";
    int used = 0;
    if (sscanf(text, "%15s %15s %n", device, verb, &used) < 1)
        return;
    const char *rest = text + used;
    if (!strcmp(device, "touch") && touch) {
        run_touch(verb, rest);
    } else if (!strcmp(device, "pointer") && pointer) {
        run_pointer(verb, rest);
    } else if (!strcmp(device, "ack")) {
        const char *path = getenv("NOVA_TEST_INPUT_ACK");
        FILE *ack = path ? fopen(path, "a") : NULL;
        if (ack) {
            fprintf(ack, "%s\n", verb);
            fclose(ack);
        }
    } else {
        say("unknown command (or no such device)");
    }
}

static int handle_fifo(int fd, uint32_t mask, void *data) {
    (void)mask;
    (void)data;
    char buffer[4096];
    ssize_t count;
    while ((count = read(fd, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < count; i++) {
            if (buffer[i] == '\n') {
                line[line_length] = '\0';
                run_line(line);
                line_length = 0;
            } else if (line_length + 1 < sizeof line) {
                line[line_length++] = buffer[i];
            }
        }
    }
    return 0;
}

static void find_headless(struct wlr_backend *backend, void *data) {
    (void)data;
    if (wlr_backend_is_headless(backend))
        headless = backend;
}

static void add_devices(void) {
    if (wlr_backend_is_headless(top_backend))
        headless = top_backend;
    else if (wlr_backend_is_multi(top_backend))
        wlr_multi_for_each_backend(top_backend, find_headless, NULL);
    if (!headless)
        return say("no headless backend: set WLR_BACKENDS=headless");
#ifdef NOVA_WLR_HEADLESS_DEVICES
    keyboard = wlr_headless_add_input_device(headless, WLR_INPUT_DEVICE_KEYBOARD)->keyboard;
    pointer_input = wlr_headless_add_input_device(headless, WLR_INPUT_DEVICE_POINTER);
    touch_input = wlr_headless_add_input_device(headless, WLR_INPUT_DEVICE_TOUCH);
    pointer = pointer_input->pointer;
    touch = touch_input->touch;
#else
    static const struct wlr_keyboard_impl keyboard_impl = {.name = "nova-test-keyboard"};
    static const struct wlr_pointer_impl pointer_impl = {.name = "nova-test-pointer"};
    static const struct wlr_touch_impl touch_impl = {.name = "nova-test-touch"};
    static struct wlr_keyboard keyboard_device;
    static struct wlr_pointer pointer_device;
    static struct wlr_touch touch_device;
    wlr_keyboard_init(&keyboard_device, &keyboard_impl, "nova-test-keyboard");
    wlr_pointer_init(&pointer_device, &pointer_impl, "nova-test-pointer");
    wlr_touch_init(&touch_device, &touch_impl, "nova-test-touch");
    keyboard = &keyboard_device;
    pointer = &pointer_device;
    touch = &touch_device;
    wl_signal_emit_mutable(&headless->events.new_input, &keyboard->base);
    wl_signal_emit_mutable(&headless->events.new_input, &pointer->base);
    wl_signal_emit_mutable(&headless->events.new_input, &touch->base);
#endif

    const char *path = getenv("NOVA_TEST_INPUT_FIFO");
    if (!path)
        return say("NOVA_TEST_INPUT_FIFO is not set: devices added, no commands read");
    if (mkfifo(path, 0600) != 0 && errno != EEXIST)
        return say("cannot make the FIFO");
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    // A writer of our own keeps the FIFO from reading end-of-file between test writers.
    int keep_open = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0 || keep_open < 0)
        return say("cannot open the FIFO");
    wl_event_loop_add_fd(event_loop, fd, WL_EVENT_READABLE, handle_fifo, NULL);
}

#ifdef NOVA_WLR_HEADLESS_DEVICES
struct wlr_backend *wlr_backend_autocreate(struct wl_display *wl_display) {
    struct wlr_backend *(*real)(struct wl_display *) = dlsym(RTLD_NEXT, "wlr_backend_autocreate");
    struct wlr_backend *backend = real(wl_display);
    struct wl_event_loop *loop = wl_display_get_event_loop(wl_display);
#else
struct wlr_backend *wlr_backend_autocreate(struct wl_event_loop *loop, struct wlr_session **session) {
    struct wlr_backend *(*real)(struct wl_event_loop *, struct wlr_session **) =
        dlsym(RTLD_NEXT, "wlr_backend_autocreate");
    struct wlr_backend *backend = real(loop, session);
#endif
    if (backend && !top_backend) {
        event_loop = loop;
        top_backend = backend;
        new_output_listener.notify = handle_new_output;
        wl_signal_add(&backend->events.new_output, &new_output_listener);
    }
    return backend;
}

struct wlr_seat *wlr_seat_create(struct wl_display *wl_display, const char *name) {
    struct wlr_seat *(*real)(struct wl_display *, const char *) = dlsym(RTLD_NEXT, "wlr_seat_create");
    struct wlr_seat *created = real(wl_display, name);
    if (!seat)
        seat = created;
    return created;
}

bool wlr_backend_start(struct wlr_backend *backend) {
    bool (*real)(struct wlr_backend *) = dlsym(RTLD_NEXT, "wlr_backend_start");
    bool started = real(backend);
    if (started && backend == top_backend && !touch)
        add_devices();
    return started;
}
