#ifndef ROTARY_CGTK4_SHIM_H
#define ROTARY_CGTK4_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>

/* GType macros expand to function calls or shifted constants that Swift cannot import;
   these inline accessors give Swift the same values. Variadic GTK calls do not import either;
   the one-argument forms below are their fixed-arity expansions. No behaviour lives here. */
static inline GType rc_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType rc_type_string(void) { return G_TYPE_STRING; }
static inline GType rc_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType rc_type_widget(void) { return GTK_TYPE_WIDGET; }
static inline GType rc_type_accessible(void) { return GTK_TYPE_ACCESSIBLE; }
static inline GType rc_type_accessible_range(void) { return GTK_TYPE_ACCESSIBLE_RANGE; }
static inline GType rc_type_accessible_role(void) { return GTK_TYPE_ACCESSIBLE_ROLE; }

/* g_object_get (settings, "gtk-enable-animations", &enabled, NULL). */
static inline gboolean rc_settings_enable_animations(GtkSettings *settings) {
    gboolean enabled = TRUE; g_object_get(settings, "gtk-enable-animations", &enabled, NULL); return enabled;
}

/* gtk_accessible_update_relation (self, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1). */
static inline void rc_accessible_set_labelled_by(GtkAccessible *self, GtkAccessible *label) {
    gtk_accessible_update_relation(self, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/* gtk_accessible_update_state (self, state, tristate, -1) for CHECKED and PRESSED. */
static inline void rc_accessible_set_state_tristate(GtkAccessible *self, GtkAccessibleState state, GtkAccessibleTristate value) {
    gtk_accessible_update_state(self, state, value, -1);
}

/* gtk_accessible_update_platform_state exists from GTK 4.18; on older GTK it does nothing
   (focus on an accessible part is then not re-announced until the part is read again). */
static inline void rc_accessible_update_platform_state(GtkAccessible *self, GtkAccessiblePlatformState state) {
#if GTK_CHECK_VERSION(4, 18, 0)
    gtk_accessible_update_platform_state(self, state);
#else
    (void)self; (void)state;
#endif
}

#endif
