#ifndef ROTARY_CGTK4_SHIM_H
#define ROTARY_CGTK4_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>

/* GType macros expand to function calls or shifted constants that Swift cannot import;
   these inline accessors give Swift the same values. No behaviour lives here. */
static inline GType rc_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType rc_type_string(void) { return G_TYPE_STRING; }
static inline GType rc_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType rc_type_drawing_area(void) { return GTK_TYPE_DRAWING_AREA; }
static inline GType rc_type_accessible_role(void) { return GTK_TYPE_ACCESSIBLE_ROLE; }

#endif
