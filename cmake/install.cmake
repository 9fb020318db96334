# SPDX-License-Identifier: GPL-3.0-or-later
# Installation and packaging (included by the top-level CMakeLists.txt).
#
#   cmake --install build/release [--prefix P]   P/bin/sudokupress and P/share/sudokupress/
#                                                (templates/, fonts/fonts.toml, book/)
#   cpack --config build/release/CPackConfig.cmake   sudokupress_<version>_<arch>.deb
#
# Every install() rule of the project is packaged (CPack runs the whole install, all
# components): other CMake files (man pages, shell completions) only add their own rules.
include(GNUInstallDirs)

set(SP_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/sudokupress")
# The binary finds its data relative to its own real path (render/data_dir.hpp), so an
# installed prefix can be moved; the configured absolute folder is one of the standard places.
file(RELATIVE_PATH _sp_bin_to_data "${CMAKE_INSTALL_FULL_BINDIR}"
     "${CMAKE_INSTALL_FULL_DATADIR}/sudokupress")
set_property(SOURCE ${CMAKE_CURRENT_SOURCE_DIR}/src/render/data_dir.cpp APPEND PROPERTY
             COMPILE_DEFINITIONS SP_INSTALL_BIN_TO_DATA="${_sp_bin_to_data}"
             SP_INSTALL_DATA_DIR="${CMAKE_INSTALL_FULL_DATADIR}/sudokupress")

install(TARGETS sudokupress RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The print program (src/cli/app.hpp) is private to the package: /usr/lib/sudokupress, found by
# the front program relative to its own real path (a moved prefix works), then at the
# configured place; its data folder is found from there the same way (render/data_dir.hpp).
set(SP_INSTALL_HELPERDIR "lib/sudokupress")
install(TARGETS sudokupress-print RUNTIME DESTINATION ${SP_INSTALL_HELPERDIR})
file(RELATIVE_PATH _sp_bin_to_helper "${CMAKE_INSTALL_FULL_BINDIR}"
     "${CMAKE_INSTALL_PREFIX}/${SP_INSTALL_HELPERDIR}")
file(RELATIVE_PATH _sp_helper_to_data "${CMAKE_INSTALL_PREFIX}/${SP_INSTALL_HELPERDIR}"
     "${CMAKE_INSTALL_FULL_DATADIR}/sudokupress")
set_property(SOURCE ${CMAKE_CURRENT_SOURCE_DIR}/src/cli/front.cpp APPEND PROPERTY
             COMPILE_DEFINITIONS SP_INSTALL_BIN_TO_HELPER="${_sp_bin_to_helper}"
             SP_INSTALL_HELPER_DIR="${CMAKE_INSTALL_PREFIX}/${SP_INSTALL_HELPERDIR}")
set_property(SOURCE ${CMAKE_CURRENT_SOURCE_DIR}/src/render/data_dir.cpp APPEND PROPERTY
             COMPILE_DEFINITIONS SP_INSTALL_HELPER_TO_DATA="${_sp_helper_to_data}")
# Templates with their symbol sets and cover templates; the font manifest; the sample books
# (their templates and symbol sets are names, resolved in this data folder).
install(DIRECTORY templates DESTINATION ${SP_INSTALL_DATADIR})
install(FILES fonts/fonts.toml DESTINATION ${SP_INSTALL_DATADIR}/fonts)
# The picture themes' icons (render/symbols/themes.hpp): only the files templates/themes/*.toml name, in
# each theme's style and gray_style, at the same relative path as in a checkout, with the
# package's package.json (its version is checked). Without the package (scripts/setup.sh not
# run) the themes are installed without icons and say so when used.
file(GLOB _sp_themes CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/templates/themes/*.toml)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_sp_themes})
set(_sp_icon_files "")
foreach(_theme IN LISTS _sp_themes)
  # Read whole and matched with MATCHALL: a list of the file's lines would treat its '[' and ']'
  # as CMake list brackets and merge lines.
  file(READ ${_theme} _text)
  string(REGEX MATCH "\nsource = \"([a-z0-9._-]+)\"" _m "\n${_text}")
  set(_source ${CMAKE_MATCH_1})
  string(REGEX MATCHALL "\n(gray_)?style = \"[a-z0-9._-]+\"" _style_lines "\n${_text}")
  string(REGEX MATCHALL "file = \"[a-z0-9._-]+\"" _file_lines "${_text}")
  set(_styles "")
  foreach(_l IN LISTS _style_lines)
    string(REGEX REPLACE ".*\"([a-z0-9._-]+)\"" "\\1" _v "${_l}")
    list(APPEND _styles ${_v})
  endforeach()
  set(_stems "")
  foreach(_l IN LISTS _file_lines)
    string(REGEX REPLACE ".*\"([a-z0-9._-]+)\"" "\\1" _v "${_l}")
    list(APPEND _stems ${_v})
  endforeach()
  foreach(_style IN LISTS _styles)
    foreach(_stem IN LISTS _stems)
      list(APPEND _sp_icon_files "${_source}/icons/${_style}/${_stem}.svg")
    endforeach()
  endforeach()
  list(APPEND _sp_icon_packages ${_source})
endforeach()
list(REMOVE_DUPLICATES _sp_icon_files)
set(_sp_npm ${CMAKE_CURRENT_SOURCE_DIR}/third_party/icons/node_modules)
set(_sp_icons_missing 0)
foreach(_f IN LISTS _sp_icon_files)
  if(EXISTS ${_sp_npm}/${_f})
    get_filename_component(_d ${_f} DIRECTORY)
    install(FILES ${_sp_npm}/${_f}
            DESTINATION ${SP_INSTALL_DATADIR}/third_party/icons/node_modules/${_d})
  else()
    math(EXPR _sp_icons_missing "${_sp_icons_missing} + 1")
  endif()
endforeach()
if(_sp_icon_packages)
  list(REMOVE_DUPLICATES _sp_icon_packages)
  foreach(_p IN LISTS _sp_icon_packages)
    if(EXISTS ${_sp_npm}/${_p}/package.json)
      install(FILES ${_sp_npm}/${_p}/package.json
              DESTINATION ${SP_INSTALL_DATADIR}/third_party/icons/node_modules/${_p})
    endif()
  endforeach()
endif()
if(_sp_icons_missing GREATER 0)
  message(WARNING "${_sp_icons_missing} icons of templates/themes are not installed "
                  "(run scripts/setup.sh): the installed themes will ask for them")
endif()
install(DIRECTORY book DESTINATION ${SP_INSTALL_DATADIR})
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(SP_PACKAGE_CONTACT "sudokupress maintainers <maintainers@sudokupress.invalid>"
    CACHE STRING "Maintainer field of the Debian package")

# The licence statement (machine-readable, Debian's copyright format 1.0) and the changelog,
# where Debian puts them: /usr/share/doc/sudokupress/{copyright,changelog.gz}. The version has
# one place, project() in CMakeLists.txt: CHANGELOG.md's newest heading must name it.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_CURRENT_SOURCE_DIR}/CHANGELOG.md)
file(STRINGS ${CMAKE_CURRENT_SOURCE_DIR}/CHANGELOG.md _sp_changelog_heads REGEX "^## ")
list(GET _sp_changelog_heads 0 _sp_newest)
if(NOT _sp_newest MATCHES "^## ${PROJECT_VERSION} ")
  message(FATAL_ERROR "CHANGELOG.md: the newest heading '${_sp_newest}' does not name version "
                      "${PROJECT_VERSION} (CMakeLists.txt project()); add its entry")
endif()
# The package is native (version without a Debian revision), so its changelog.gz is in Debian's
# changelog format (lintian parses it): the newest CHANGELOG.md entry, its "- " items as "* ".
string(REGEX MATCH "\\(([0-9]+-[0-9]+-[0-9]+)\\)" _sp_date_match "${_sp_newest}")
if(NOT CMAKE_MATCH_1)
  message(FATAL_ERROR "CHANGELOG.md: the newest heading '${_sp_newest}' has no (YYYY-MM-DD) date")
endif()
execute_process(COMMAND date -u -R -d "${CMAKE_MATCH_1}" OUTPUT_VARIABLE _sp_rfc_date
                OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
file(STRINGS ${CMAKE_CURRENT_SOURCE_DIR}/CHANGELOG.md _sp_changelog_lines)
set(_sp_entry "")
set(_sp_in_newest OFF)
foreach(_line IN LISTS _sp_changelog_lines)
  if(_line MATCHES "^## ")
    if(_sp_in_newest)
      break()
    endif()
    set(_sp_in_newest ON)
  elseif(_sp_in_newest AND _line MATCHES "^- (.*)")
    string(APPEND _sp_entry "  * ${CMAKE_MATCH_1}\n")
  elseif(_sp_in_newest AND _line MATCHES "^  +(.*)")
    string(APPEND _sp_entry "    ${CMAKE_MATCH_1}\n")
  elseif(_sp_in_newest AND NOT _line STREQUAL "")
    string(APPEND _sp_entry "  * ${_line}\n")
  endif()
endforeach()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian
     "sudokupress (${PROJECT_VERSION}) unstable; urgency=medium\n\n${_sp_entry}\n"
     " -- ${SP_PACKAGE_CONTACT}  ${_sp_rfc_date}\n")
find_program(SP_GZIP gzip REQUIRED)
set(_sp_changelog_gz ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz)
execute_process(COMMAND ${SP_GZIP} -9nc ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian
                OUTPUT_FILE ${_sp_changelog_gz} RESULT_VARIABLE _sp_gzip_rc)
if(NOT _sp_gzip_rc EQUAL 0)
  message(FATAL_ERROR "gzip -9n of the changelog failed (${_sp_gzip_rc})")
endif()
install(FILES packaging/copyright ${_sp_changelog_gz} DESTINATION ${CMAKE_INSTALL_DOCDIR})

# ---- CPack: a Debian package ----
set(CPACK_PACKAGE_NAME sudokupress)
set(CPACK_PACKAGE_VENDOR sudokupress)
set(CPACK_PACKAGE_CONTACT "${SP_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku puzzles for print: generate, grade, typeset, books")
# One string with its own line breaks (lintian: lines under 80 columns); set() with several
# quoted parts would make a list, and the description read "picture ;puzzles".
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "sudokupress generates Sudoku puzzles (classic, other sizes, X, Windoku,\n"
       "jigsaw, samurai and other multi-grid variants, picture puzzles for\n"
       "children), grades them with a human-style solver on one difficulty scale\n"
       "(with Sudoku Explainer's rating for the classic grid), renders them\n"
       "through templates to PDF, SVG, PNG and playable HTML, and builds\n"
       "print-ready puzzle books and their covers for print-on-demand services\n"
       "(KDP, IngramSpark, Lulu), with a preflight of their rules.")
set(CPACK_GENERATOR DEB)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # sudokupress_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# Depends: the fonts the manifest names (fonts/fonts.toml `package = "..."`, space-separated),
# Ghostscript and its ICC profiles for --print-ready (publish/pdf/pdf_finish.hpp), and the shared libraries.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_CURRENT_SOURCE_DIR}/fonts/fonts.toml)
file(STRINGS ${CMAKE_CURRENT_SOURCE_DIR}/fonts/fonts.toml _sp_font_lines
     REGEX "^[ \t]*package[ \t]*=")
set(_sp_depends "")
foreach(_line IN LISTS _sp_font_lines)
  if(_line MATCHES "^[ \t]*package[ \t]*=[ \t]*\"([^\"]+)\"")
    string(REGEX REPLACE "[ \t,]+" ";" _pkgs "${CMAKE_MATCH_1}")
    list(APPEND _sp_depends ${_pkgs})
  endif()
endforeach()
list(REMOVE_DUPLICATES _sp_depends)
list(APPEND _sp_depends ghostscript libgs-common)
# The libraries: dpkg-shlibdeps (package dpkg-dev; CPack also needs `file`) finds the exact
# packages and versions. Without it, this list of Debian 12 packages (checked against the
# dpkg-shlibdeps result of a release build) stands in.
find_program(SP_DPKG_SHLIBDEPS dpkg-shlibdeps)
find_program(SP_FILE_PROGRAM file)
if(SP_DPKG_SHLIBDEPS AND SP_FILE_PROGRAM)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  message(STATUS "dpkg-shlibdeps or file not found: the .deb lists its libraries by hand")
  list(APPEND _sp_depends libc6 libgcc-s1 libstdc++6 libcairo2 libpango-1.0-0
       libpangocairo-1.0-0 libpangoft2-1.0-0 libfontconfig1 libglib2.0-0 librsvg2-2
       libxml2 libsqlite3-0 libqpdf29 libpoppler-cpp0v5)
endif()
list(JOIN _sp_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

include(CPack)
