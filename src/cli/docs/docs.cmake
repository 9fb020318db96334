# SPDX-License-Identifier: GPL-3.0-or-later
# Man pages and shell completion scripts, made at build time by the built program from its own
# command tree and --help text ('sudokupress man --all', 'sudokupress completion SHELL';
# src/cli/docs/docs.hpp), so they never drift from the commands; installed with the program.
# Included from the top-level CMakeLists.txt.
include(GNUInstallDirs)

set(SP_DOCS_DIR ${CMAKE_CURRENT_BINARY_DIR}/docs)
# The pages' date is pinned for a reproducible build: SOURCE_DATE_EPOCH when the build has one
# (Debian's tools set it), else the time of the source tree's last commit, else 2000-01-01
# (the book's fallback date).
if(DEFINED ENV{SOURCE_DATE_EPOCH})
  set(SP_DOCS_EPOCH $ENV{SOURCE_DATE_EPOCH})
else()
  set(SP_DOCS_EPOCH 946684800)
  find_package(Git QUIET)
  if(GIT_FOUND)
    execute_process(COMMAND ${GIT_EXECUTABLE} log -1 --format=%ct
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE _sp_commit_time OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE _sp_git_result ERROR_QUIET)
    if(_sp_git_result EQUAL 0 AND _sp_commit_time MATCHES "^[0-9]+$")
      set(SP_DOCS_EPOCH ${_sp_commit_time})
    endif()
  endif()
endif()

# Which pages exist follows the command list, so the pages are made into one folder (a stamp
# marks it) and installed as a folder.
set(_sp_man_stamp ${SP_DOCS_DIR}/man1.stamp)
add_custom_command(
  OUTPUT ${_sp_man_stamp}
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${SP_DOCS_DIR}/man1
  COMMAND ${CMAKE_COMMAND} -E make_directory ${SP_DOCS_DIR}/man1
  COMMAND ${CMAKE_COMMAND} -E env SOURCE_DATE_EPOCH=${SP_DOCS_EPOCH}
          $<TARGET_FILE:sudokupress> man --all ${SP_DOCS_DIR}/man1
  COMMAND ${CMAKE_COMMAND} -DDIR=${SP_DOCS_DIR}/man1 -DOUT=${SP_DOCS_DIR}/man1.gz
          -P ${PROJECT_SOURCE_DIR}/cmake/gzip_pages.cmake
  COMMAND ${CMAKE_COMMAND} -E touch ${_sp_man_stamp}
  DEPENDS sudokupress
  COMMENT "Man pages from sudokupress --help"
  VERBATIM)

set(_sp_completions
    bash ${SP_DOCS_DIR}/completions/sudokupress
    zsh ${SP_DOCS_DIR}/completions/_sudokupress
    fish ${SP_DOCS_DIR}/completions/sudokupress.fish)
set(_sp_completion_files)
while(_sp_completions)
  list(POP_FRONT _sp_completions _shell _file)
  add_custom_command(
    OUTPUT ${_file}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${SP_DOCS_DIR}/completions
    COMMAND $<TARGET_FILE:sudokupress> completion ${_shell} -o ${_file}
    DEPENDS sudokupress
    COMMENT "${_shell} completion from sudokupress --help"
    VERBATIM)
  list(APPEND _sp_completion_files ${_file})
endwhile()
add_custom_target(sp_docs ALL DEPENDS ${_sp_man_stamp} ${_sp_completion_files})

# Installed gzipped, as Debian policy asks (man reads them so); the plain pages stay in
# docs/man1 for the tests and 'man -l'.
install(DIRECTORY ${SP_DOCS_DIR}/man1.gz/ DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
        FILES_MATCHING PATTERN "*.1.gz")
install(FILES ${SP_DOCS_DIR}/completions/sudokupress
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${SP_DOCS_DIR}/completions/_sudokupress
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${SP_DOCS_DIR}/completions/sudokupress.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

# Tests (label cli): the pages and scripts as built. A shell or tool that is missing skips
# (exit 77) and says so.
if(SP_BUILD_TESTS)
  foreach(_case pages no_drift roff gzip bash zsh fish values accepted)
    add_test(NAME cli.docs_${_case}
             COMMAND bash ${PROJECT_SOURCE_DIR}/tests/cli/docs_test.sh ${_case}
                     $<TARGET_FILE:sudokupress> ${SP_DOCS_DIR})
    set_tests_properties(cli.docs_${_case} PROPERTIES SKIP_RETURN_CODE 77 LABELS cli TIMEOUT 120)
    if(_case STREQUAL "accepted")  # a process per listed value (about 200)
      set_tests_properties(cli.docs_${_case} PROPERTIES TIMEOUT 900)
    endif()
  endforeach()
endif()
