#ifndef TABSIM_FREETYPE_LOADER_H
#define TABSIM_FREETYPE_LOADER_H

/// Why FreeType could not be opened (the dynamic loader's message), or NULL when it was,
/// or has not been asked for yet, or is linked as usual (macOS).
const char *tabsim_freetype_problem(void);

#endif
