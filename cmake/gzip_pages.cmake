# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DDIR=IN -DOUT=OUT -P gzip_pages.cmake: every IN/*.1 as OUT/*.1.gz, reproducibly (gzip
# -9n: no file name, no time stamp in the header, so the same page gives the same bytes).
# gzip is an Essential package on Debian; CMake's own archive writer cannot write a bare .gz.
find_program(GZIP_EXECUTABLE gzip REQUIRED)
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
file(GLOB _pages ${DIR}/*.1)
foreach(_page ${_pages})
  get_filename_component(_name ${_page} NAME)
  execute_process(COMMAND ${GZIP_EXECUTABLE} -9nc ${_page} OUTPUT_FILE ${OUT}/${_name}.gz
                  RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "gzip ${_page}: ${_rc}")
  endif()
endforeach()
