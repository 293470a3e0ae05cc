// FreeType, opened the first time a picture is rasterised. On Linux the programs do not
// link it: a live session, which draws no picture, then maps neither FreeType nor the
// libraries it needs (libpng, zlib's second user, brotli), which took about 1.5 MB of
// resident memory and a part of every launch. The functions tabsim calls are defined
// here under FreeType's own names and forward to the library dlopen finds. macOS links
// FreeType as usual, and this file defines nothing there.
#include "CFreeTypeLoader.h"

#ifdef __linux__
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <ft2build.h>
#include FT_FREETYPE_H

// Every FreeType function tabsim calls: its result type, name, parameters and
// arguments, and what it answers while the library is missing.
#define FREETYPE_FUNCTIONS(X) \
    X(FT_Error, FT_Init_FreeType, (FT_Library *library), (library), FT_Err_Cannot_Open_Resource) \
    X(FT_Error, FT_Done_FreeType, (FT_Library library), (library), FT_Err_Invalid_Library_Handle) \
    X(FT_Error, FT_New_Face, (FT_Library library, const char *path, FT_Long index, FT_Face *face), \
      (library, path, index, face), FT_Err_Invalid_Library_Handle) \
    X(FT_Error, FT_Done_Face, (FT_Face face), (face), FT_Err_Invalid_Face_Handle) \
    X(FT_Error, FT_Set_Pixel_Sizes, (FT_Face face, FT_UInt width, FT_UInt height), (face, width, height), \
      FT_Err_Invalid_Face_Handle) \
    X(FT_Error, FT_Select_Size, (FT_Face face, FT_Int strike), (face, strike), FT_Err_Invalid_Face_Handle) \
    X(FT_UInt, FT_Get_Char_Index, (FT_Face face, FT_ULong code), (face, code), 0) \
    X(FT_Error, FT_Load_Glyph, (FT_Face face, FT_UInt glyph, FT_Int32 flags), (face, glyph, flags), \
      FT_Err_Invalid_Face_Handle)

#define POINTER(result, name, parameters, arguments, missing) static result (*opened_##name) parameters;
FREETYPE_FUNCTIONS(POINTER)
static void (*opened_FT_Set_Transform)(FT_Face face, FT_Matrix *matrix, FT_Vector *delta);

static pthread_once_t opening = PTHREAD_ONCE_INIT;
static char reason[512];
static const char *problem;

/// Keeps the loader's message, which its next call would overwrite.
static void keep_problem(void) {
    snprintf(reason, sizeof reason, "%s", dlerror());
    problem = reason;
}

/// Opens the library and finds every function, or keeps the loader's reason why not.
static void open_freetype(void) {
    void *library = dlopen("libfreetype.so.6", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        keep_problem();
        return;
    }
#define FIND(result, name, parameters, arguments, missing) \
    if ((opened_##name = (result (*) parameters)dlsym(library, #name)) == NULL) keep_problem();
    FREETYPE_FUNCTIONS(FIND)
    if ((opened_FT_Set_Transform = (void (*)(FT_Face, FT_Matrix *, FT_Vector *))dlsym(library, "FT_Set_Transform")) == NULL)
        keep_problem();
}

/// Whether every function was found; opens the library the first time it is asked.
static int freetype_opened(void) {
    pthread_once(&opening, open_freetype);
    return problem == NULL;
}

#define FORWARD(result, name, parameters, arguments, missing) \
    result name parameters { return freetype_opened() ? opened_##name arguments : missing; }
FREETYPE_FUNCTIONS(FORWARD)

void FT_Set_Transform(FT_Face face, FT_Matrix *matrix, FT_Vector *delta) {
    if (freetype_opened()) opened_FT_Set_Transform(face, matrix, delta);
}

const char *tabsim_freetype_problem(void) {
    return problem;
}

#else

const char *tabsim_freetype_problem(void) {
    return 0;
}

#endif
